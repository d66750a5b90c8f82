// The administrator's 'Lista de Ventas' (every participant's invoices), by its path
// (remote-admin/src/paths.ts); routes.tsx mounts it.
import type { ComponentType } from 'react';
import { invoicePaths } from '../../paths';
import { InvoicesList } from './components/InvoicesList';

export const invoiceScreens: Record<string, ComponentType> = {
  [invoicePaths.list]: InvoicesList,
};
