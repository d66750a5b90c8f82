import { LEDGER_KIND_LABEL, type LedgerEntry } from '@portal/contract';
import { DataTable, ErrorPanel, formatDateTime, formatNumber, formatSigned, type Column } from '@portal/shared-ui';
import { useUserLedger } from '../api/get-user-ledger';
import { userTexts as t } from '../../../messages';

const c = t.ledger.columns;
const columns: Column<LedgerEntry>[] = [
  { key: 'created_at', header: c.date, value: (e) => formatDateTime(e.created_at) },
  { key: 'kind', header: c.kind, value: (e) => LEDGER_KIND_LABEL[e.kind] },
  { key: 'amount', header: c.amount, value: (e) => formatSigned(e.amount), align: 'right' },
  { key: 'balance_after', header: c.balance, value: (e) => formatNumber(e.balance_after), align: 'right' },
  { key: 'actor', header: c.actor, value: (e) => e.actor?.name ?? t.ledger.system },
  { key: 'reason', header: c.reason },
];

/**
 * The user's points ledger under the edit form: earned, spent, refunded, reversed,
 * expired and adjusted, with who and why, newest first, 10 a page from the api.
 */
export function UserLedger({ usersId }: { usersId: number }) {
  const server = useUserLedger(usersId);
  if (server.error && server.rows === undefined) return <ErrorPanel title={t.ledger.failed} message={server.error} onRetry={server.reload} />;
  return <DataTable title={t.ledger.title} icon="list" columns={columns} list={server} filterable={false} emptyText={t.ledger.empty} />;
}
