import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { addDays } from 'date-fns';
import { invoiceToday, PURCHASE_MIN_DATE, redemptionStateLabel, type ApplyForDetail } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Alert, Button, ButtonLink, Card, CardBody, CardFooter, CardHeader, DateField, ErrorPanel, fieldErrorsOf, formatDate, formatDateTime, formatNumber, FormColumns, fromIsoDate, Loading, messages as uiMessages, TextField, toIsoDate, useLazyModule, useRedirectAfterSuccess, type FormColumnSteps } from '@portal/shared-ui';
import { isRouteId } from '../../../lib/numbers';
import { messages } from '../../../messages';
import { reviewPaths } from '../../../paths';
import { useRedemption } from '../api/get-redemption';
import { useReviewRedemption, type RedemptionDecision } from '../api/review-redemption';
import type { RedemptionSchemas } from '../redemption-schemas';
import { reviewControls } from '../review-rules';
import { UserInvoices } from './UserInvoices';

const text = messages.review;
const label = text.fields;

// the request's fields in the kit's field grid: one column on a phone, two from 600 px, four from 960 px
const FIELD_COLUMNS: FormColumnSteps = { smUp: 2, mdUp: 4 };

// the comments and the date: one column on a phone, side by side from 960 px
const DECISION_COLUMNS: FormColumnSteps = { mdUp: 3 };

const noop = () => undefined;

type Action = RedemptionDecision['action'];
type Errors = Partial<Record<'comment' | 'buyer_comment' | 'purchase_date', string>>;

// SPEC 9: confirmation dates after 2019-03-01 only: the first day offered is 2019-03-02
const firstPurchaseDay = addDays(fromIsoDate(PURCHASE_MIN_DATE), 1);

/**
 * The decisions' rules (the contract's bodies, and zod) are a chunk of their own, asked for
 * on the person's first move in the decision (a focus in it, an action tried), never before the
 * screen's first paint (shared-ui useLazyModule).
 */
const loadRedemptionSchemas = () => import(/* webpackChunkName: "redemption-schemas" */ '../redemption-schemas').then((m) => m.redemptionSchemas);

function ReviewCard({ request }: { request: ApplyForDetail }) {
  const profilesId = useSession((s) => s.user?.profiles_id);
  const controls = reviewControls(profilesId, request.state);
  const [comment, setComment] = useState(request.comment ?? '');
  const [buyerComment, setBuyerComment] = useState(request.buyer_comment ?? '');
  const [purchaseDate, setPurchaseDate] = useState<Date | null>(request.purchase_date ? fromIsoDate(request.purchase_date) : null);
  // the errors show once an action was tried, and follow the typing from then on
  const [tried, setTried] = useState<Action | null>(null);
  /** the decision on its way, whose button says 'Enviando...' */
  const [deciding, setDeciding] = useState<Action | null>(null);
  const { submit, sending, error, answer } = useReviewRedemption();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const done = answer !== null;
  const { value: schemas, prepare, problem: rulesError } = useLazyModule<RedemptionSchemas>(loadRedemptionSchemas);
  const prepareRules = useCallback(() => void prepare(), [prepare]);

  const bodies = {
    approve: { comment },
    reject: { comment },
    confirm: { buyer_comment: buyerComment, purchase_date: purchaseDate ? toIsoDate(purchaseDate) : '' },
  };
  const errors: Errors = tried && schemas ? fieldErrorsOf(schemas[tried].safeParse(bodies[tried])) : {};

  const decide = async (action: Action) => {
    setTried(action);
    let rules: RedemptionSchemas;
    try {
      rules = await prepare();
    } catch {
      // the rules did not come (logged, and said by rulesError): nothing is sent, the next try asks again
      return;
    }
    const parsed = rules[action].safeParse(bodies[action]);
    if (!parsed.success) {
      // SPEC 5 (last line): failed validation is logged, nothing is sent
      console.warn(uiMessages.form.invalidConsole, fieldErrorsOf(parsed));
      return;
    }
    const decision = { action, id: request.id, body: parsed.data } as RedemptionDecision;
    setDeciding(action);
    const sent = await submit(decision);
    setDeciding(null);
    // SPEC 4: after a success, back to the redeem list after 3 s
    if (sent) redirectAfterSuccess(reviewPaths.redeemList);
  };

  const locked = sending || done;
  const user = request.user;

  return (
    <Card>
      <CardHeader title={text.title} icon="visibility" color="info" />
      <CardBody>
        <FormColumns $columns={FIELD_COLUMNS}>
          <TextField label={label.id} name="id" value={request.id} onChange={noop} readOnly />
          <TextField label={label.product} name="product" value={request.product?.name ?? ''} onChange={noop} readOnly />
          <TextField label={label.user} name="user" value={user?.name ?? ''} onChange={noop} readOnly />
          <TextField label={label.identification} name="identification_number" value={user?.identification_number ?? ''} onChange={noop} readOnly />
          <TextField label={label.points} name="points" value={formatNumber(request.points)} onChange={noop} readOnly />
          <TextField label={label.userPoints} name="user_points" value={user ? formatNumber(user.points) : ''} onChange={noop} readOnly />
          <TextField label={label.createdAt} name="created_at" value={formatDateTime(request.created_at)} onChange={noop} readOnly />
          {/* SPEC 2.10 / 4: stored lower-case, shown capitalised ('confirmado' is 'Comprado') */}
          <TextField label={label.state} name="state" value={redemptionStateLabel(request.state)} onChange={noop} readOnly />
        </FormColumns>
        {controls.approver && request.points_from_unreviewed_invoices > 0 && (
          <Alert variant="warning">{text.unreviewedPoints(formatNumber(request.points_from_unreviewed_invoices))}</Alert>
        )}
        {/* the decisions' rules are asked for when the person comes into them */}
        <FormColumns $columns={DECISION_COLUMNS} onFocus={prepareRules}>
          <TextField
            label={label.approverComment}
            name="comment"
            multiline
            value={comment}
            onChange={setComment}
            readOnly={!controls.approver || locked}
            error={errors.comment}
            touched={tried !== null && tried !== 'confirm'}
          />
          <TextField
            label={label.buyerComment}
            name="buyer_comment"
            multiline
            value={buyerComment}
            onChange={setBuyerComment}
            readOnly={!controls.buyer || locked}
            error={errors.buyer_comment}
            touched={tried === 'confirm'}
          />
          {controls.buyer ? (
            <DateField
              label={label.purchaseDate}
              name="purchase_date"
              // SPEC 2.11: a read-only input, the date only picked from the calendar
              typing={false}
              value={purchaseDate}
              onChange={setPurchaseDate}
              minDate={firstPurchaseDay}
              // the last day the rule accepts: today in Colombia (contract invoiceToday), not the device's
              maxDate={fromIsoDate(invoiceToday())}
              disabled={locked}
              error={errors.purchase_date}
              touched={tried === 'confirm'}
            />
          ) : (
            <TextField label={label.purchaseDate} name="purchase_date" value={formatDate(request.purchase_date)} onChange={noop} readOnly />
          )}
        </FormColumns>
        <ErrorPanel message={error ?? rulesError} calmOffline />
        {answer && <Alert variant="success">{answer.detail}</Alert>}
      </CardBody>
      <CardFooter>
        <ButtonLink to={reviewPaths.redeemList} variant="default" round>
          {text.backToList}
        </ButtonLink>
        {controls.approver && (
          <>
            <Button variant="danger" round onClick={() => void decide('reject')} disabled={locked} aria-busy={deciding === 'reject'}>
              {deciding === 'reject' ? text.sending : text.reject}
            </Button>
            <Button variant="success" round onClick={() => void decide('approve')} disabled={locked} aria-busy={deciding === 'approve'}>
              {deciding === 'approve' ? text.sending : text.approve}
            </Button>
          </>
        )}
        {controls.buyer && (
          <Button variant="success" round onClick={() => void decide('confirm')} disabled={locked} aria-busy={deciding === 'confirm'}>
            {deciding === 'confirm' ? text.sending : text.confirm}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** /admin/confirm-redeem/{id} 'Ver Solicitud' (SPEC 2.11): the request, its decision, and the user's invoices. */
export function ConfirmRedeem() {
  const { id } = useParams();
  const { data: request, loading, error, reload } = useRedemption(id);

  if (!isRouteId(id)) return <ErrorPanel title={text.loadFailed} message={text.notFound} />;
  if (error) return <ErrorPanel title={text.loadFailed} message={error} onRetry={reload} />;
  if (loading || !request) return <Loading label={text.loading} />;
  return (
    <>
      {/* a decision keeps its answer on screen: the card is keyed by the request only, not its state */}
      <ReviewCard key={request.id} request={request} />
      <UserInvoices userId={request.users_id} />
    </>
  );
}
