// The number beside a menu entry (ScreenDeclaration.badge: 'Facturas por revisar' and the invoices
// waiting), read through the one data layer (shared-auth useApiGet, TanStack Query) as a work list's
// count: asked again on focus and every WORK_LIST_REFRESH_MS, and with each new answer of its list
// (useServerList `workList.counts`), so the menu and the open queue agree. A write under its path
// refreshes it at once (useSubmit's refetch: an approval refetches every '/api/invoice' read).
// PENDING_SALES_BADGE counts the person's sales kept on the phone instead (no api read).
import { badgeRead, PENDING_SALES_BADGE, type ScreenDeclaration } from '@portal/contract';
import { useApiGet, usePendingSales, useSession } from '@portal/shared-auth';

/** the count of `badge` for the person signed in; 0 while unknown, refused or absent */
export function useMenuBadge(badge: ScreenDeclaration['badge']): number {
  const userId = useSession((s) => s.user?.id);
  const pending = usePendingSales((s) => s.sales.length);
  const read = badge && badge !== PENDING_SALES_BADGE ? badgeRead(badge, userId) : null;
  const { data } = useApiGet<{ total?: unknown }>(read?.path ?? null, read?.params, { workList: true });
  if (badge === PENDING_SALES_BADGE) return pending;
  const total = data?.total;
  return typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : 0;
}
