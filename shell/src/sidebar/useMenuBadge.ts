// Issue 27: the number beside a menu entry (ScreenDeclaration.badge: 'Facturas por revisar' and the
// invoices waiting), read through the one data layer (shared-auth useApiGet, TanStack Query). The
// entry is the same one a write under its path refreshes (useSubmit's refetch: an approval refetches
// every '/api/invoice' read, so the count drops at once); another approver's work shows once the
// entry is stale (the data layer's 30 s) and the sidebar is drawn again, or on the next page load.
// Issue 28: PENDING_SALES_BADGE counts the person's sales kept on the phone instead (no api read).
import { badgeRead, PENDING_SALES_BADGE, type ScreenDeclaration } from '@portal/contract';
import { useApiGet, usePendingSales, useSession } from '@portal/shared-auth';

/** the count of `badge` for the person signed in; 0 while unknown, refused or absent */
export function useMenuBadge(badge: ScreenDeclaration['badge']): number {
  const userId = useSession((s) => s.user?.id);
  const pending = usePendingSales((s) => s.sales.length);
  const read = badge && badge !== PENDING_SALES_BADGE ? badgeRead(badge, userId) : null;
  const { data } = useApiGet<{ total?: unknown }>(read?.path ?? null, read?.params);
  if (badge === PENDING_SALES_BADGE) return pending;
  const total = data?.total;
  return typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : 0;
}
