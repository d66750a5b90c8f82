import { useMemo } from 'react';
import { capitalize, type ApplyFor } from '@portal/contract';
import { canOpen, useSession } from '@portal/shared-auth';
import { ButtonLink, DataTable, ErrorPanel, formatDateTime, Icon, timeOf, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { confirmRedeemPath, reviewPaths } from '../../../paths';
import { useRedemptions } from '../api/get-redemptions';

const { columns: headers } = messages.redeemList;

const dataColumns: Column<ApplyFor>[] = [
  { key: 'id', header: headers.id },
  { key: 'city', header: headers.city, value: (r) => r.user?.subsidiary?.city?.name },
  { key: 'subsidiary', header: headers.subsidiary, value: (r) => r.user?.subsidiary?.name },
  { key: 'product', header: headers.product, value: (r) => r.product?.name },
  { key: 'points', header: headers.points, align: 'right' },
  { key: 'user', header: headers.user, value: (r) => r.user?.name },
  { key: 'identification', header: headers.identification, value: (r) => r.user?.identification_number },
  { key: 'created_at', header: headers.createdAt, value: (r) => formatDateTime(r.created_at) },
  // SPEC 2.10: stored lower-case, shown capitalised
  { key: 'state', header: headers.state, value: (r) => capitalize(r.state) },
];

const actionsColumn: Column<ApplyFor> = {
  key: 'actions',
  header: headers.actions,
  render: (r) => (
    <ButtonLink to={confirmRedeemPath(r.id)} variant="info" size="sm">
      <Icon name="visibility" size="sm" />
      {messages.redeemList.view}
    </ButtonLink>
  ),
};

/** /admin/redeem-list 'Lista de Redenciones' (SPEC 2.10): newest first, 10 per page, filterable. */
export function RedeemList() {
  const { data, loading, error, reload } = useRedemptions();
  // SPEC 6: only staff open a request; a participant sees the list of their own requests
  const canReview = useSession((s) => canOpen(s.user?.profiles_id, reviewPaths.confirmRedeem));

  // SPEC 2.10: sorted by creation date, newest first
  const rows = useMemo(() => data && [...data].sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at)), [data]);
  const columns = useMemo(() => (canReview ? [...dataColumns, actionsColumn] : dataColumns), [canReview]);

  if (error) return <ErrorPanel title={messages.redeemList.loadFailed} message={error} onRetry={reload} />;

  return (
    <DataTable
      title={messages.redeemList.title}
      icon="list"
      columns={columns}
      rows={rows}
      loading={loading}
      emptyText={messages.redeemList.empty}
    />
  );
}
