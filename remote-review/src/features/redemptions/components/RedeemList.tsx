import { useMemo, useState } from 'react';
import { mayOpenIn, capitalize, REDEMPTION_SORT, REDEMPTION_STATE, REDEMPTION_STATES, type ApplyFor, type RedemptionState } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { ButtonLink, DataTable, ErrorPanel, formatDateTime, formatNumber, Icon, SelectField, StateWithNote, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { screens } from '../../../screens';
import { confirmRedeemPath, reviewPaths } from '../../../paths';
import { useRedemptionPages } from '../api/get-redemptions';

const { columns: headers } = messages.redeemList;
/** the filter's first option: every state */
const ALL = 'all';
/** a header sorts only when the api sorts by it (REDEMPTION_SORT), else the click would be a 400 */
const sortable = new Set<string>(REDEMPTION_SORT);
const isState = (value: string): value is RedemptionState => (REDEMPTION_STATES as readonly string[]).includes(value);

/** SPEC 2.10 columns; a column's key is the api's sort key (REDEMPTION_SORT) */
const dataColumns: Column<ApplyFor>[] = ([
  { key: 'id', header: headers.id },
  { key: 'city', header: headers.city, value: (r) => r.user?.subsidiary?.city?.name },
  { key: 'subsidiary', header: headers.subsidiary, value: (r) => r.user?.subsidiary?.name },
  { key: 'product', header: headers.product, value: (r) => r.product?.name },
  // '7.200', not '7200'
  { key: 'points', header: headers.points, align: 'right', value: (r) => formatNumber(r.points) },
  { key: 'user', header: headers.user, value: (r) => r.user?.name },
  { key: 'document', header: headers.identification, value: (r) => r.user?.identification_number },
  { key: 'created', header: headers.createdAt, value: (r) => formatDateTime(r.created_at) },
  // SPEC 2.10: stored lower-case, shown capitalised; with why it was rejected, or the buyer's note
  { key: 'state', header: headers.state, value: (r) => capitalize(r.state), render: (r) => <StateWithNote state={r.state} note={noteOf(r)} /> },
] satisfies Column<ApplyFor>[]).map((c): Column<ApplyFor> => ({ ...c, sortable: sortable.has(c.key) }));

/** what the participant (and the reviewers) should read under the state */
function noteOf(r: ApplyFor): string | null {
  if (r.state === REDEMPTION_STATE.REJECTED && r.comment) return messages.redeemList.rejectedReason(r.comment);
  if (r.state === REDEMPTION_STATE.CONFIRMED && r.buyer_comment) return messages.redeemList.buyerNote(r.buyer_comment);
  return null;
}

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

/**
 * /admin/redeem-list 'Lista de Redenciones' (SPEC 2.10): newest first, 10 per page, filterable. The
 * api pages, searches (product, participant, identification number), sorts and filters by state
 * (the list contract); a participant's list holds only their own requests, whatever is asked.
 */
export function RedeemList() {
  const [state, setState] = useState(ALL);
  const server = useRedemptionPages(isState(state) ? state : undefined);
  // SPEC 6: only staff open a request; a participant sees the list of their own requests
  const canReview = useSession((s) => mayOpenIn(screens, s.user?.profiles_id, reviewPaths.confirmRedeem));
  const columns = useMemo(() => (canReview ? [...dataColumns, actionsColumn] : dataColumns), [canReview]);

  // a failed first read: the panel with a retry; a later failed page keeps the rows on screen
  if (server.error && server.rows === undefined) return <ErrorPanel title={messages.redeemList.loadFailed} message={server.error} onRetry={server.reload} />;

  return (
    <DataTable
      title={messages.redeemList.title}
      icon="list"
      columns={columns}
      list={server}
      emptyText={messages.redeemList.empty}
      filtersActive={state !== ALL}
      filters={
        <SelectField
          label={messages.redeemList.filters.state}
          name="state"
          value={state}
          onChange={setState}
          options={[{ value: ALL, label: messages.redeemList.filters.allStates }, ...messages.redeemList.filters.stateOptions]}
        />
      }
    />
  );
}
