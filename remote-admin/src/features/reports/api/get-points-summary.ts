// Ours beside SPEC 7: GET /api/reports/points/summary -> PointsSummary, the charts of /admin/points under
// the table's filters (useApiGet, cached by path and filters)
import { API, type PointsSummary } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { definedOnly, type ReportFilters } from './shared';

export const usePointsSummary = (filters: ReportFilters) => useApiGet<PointsSummary>(API.reportPointsSummary, definedOnly(filters));
