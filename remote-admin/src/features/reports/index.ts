// The report screens of the admin remote, by their path (src/screens.ts,
// menu group 'Reportes'); routes.tsx mounts them. The charts' library is not loaded here: each
// chart loads it on first draw (components/ChartFigure.tsx).
import type { ComponentType } from 'react';
import { AuditLog } from '../audit/components/AuditLog';
import { InvoicesReport } from './components/InvoicesReport';
import { PointsReport } from './components/PointsReport';

export const reportPaths = {
  points: '/admin/points',
  invoices: '/admin/invoices',
  audit: '/admin/audit-log',
} as const;

export const reportScreens: Record<string, ComponentType> = {
  [reportPaths.points]: PointsReport,
  [reportPaths.invoices]: InvoicesReport,
  [reportPaths.audit]: AuditLog,
};
