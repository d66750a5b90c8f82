import { useMemo, useState } from 'react';
import { mayOpenIn, REDEMPTION_OPEN_STATES, REDEMPTION_SORT, REDEMPTION_STATE, REDEMPTION_STATES, redemptionStateLabel, type ApplyFor, type RedemptionState } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { ButtonLink, DataTable, ErrorPanel, formatDate, formatDateTime, formatNumber, Icon, SelectField, StateWithNote, type Column } from '@portal/shared-ui';
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
  // SPEC 2.10: stored lower-case, shown capitalised (contract redemptionStateLabel: 'confirmado' is
  // 'Comprado'); under it why it was rejected, the buyer's note, or where the prize is
  {
    key: 'state', header: headers.state, value: (r) => redemptionStateLabel(r.state),
    render: (r) => <StateWithNote state={r.state} label={redemptionStateLabel(r.state)} note={noteOf(r)} />,
  },
] satisfies Column<ApplyFor>[]).map((c): Column<ApplyFor> => ({ ...c, sortable: sortable.has(c.key) }));

const S = REDEMPTION_STATE;
const owed = new Set<string>(REDEMPTION_OPEN_STATES);

/**
 * What the participant (and the reviewers) should read under the state: why it was rejected,
 * cancelled or not delivered, the buyer's note, the carrier and guide of a dispatched prize, the
 * claim, the delivery day; and for a prize still owed, the day it is due by (SPEC 1/9).
 */
function noteOf(r: ApplyFor): string | null {
  const t = messages.redeemList;
  const why = r.state === S.REJECTED ? r.comment : r.state === S.CANCELLED || r.state === S.NOT_DELIVERED ? r.delivery_comment : null;
  const parts = [
    why && t.rejectedReason(why),
    r.state === S.CONFIRMED && r.buyer_comment && t.buyerNote(r.buyer_comment),
    r.state === S.DISPATCHED && (r.carrier && r.guide_number ? t.dispatchedBy(r.carrier, r.guide_number) : r.delivery_method === 'voucher' && t.voucher),
    r.state === S.CLAIMED && r.claim_comment && t.claimNote(r.claim_comment),
    r.state === S.DELIVERED && r.delivery_date && t.deliveredOn(formatDate(r.delivery_date)),
    owed.has(r.state) && r.due_date && (r.days_left < 0 ? t.overdueSince(formatDate(r.due_date)) : t.dueBy(formatDate(r.due_date))),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length ? parts.join(' · ') : null;
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
