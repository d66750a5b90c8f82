import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, invoiceRejectBody, roleOf, type InvoiceReference, type InvoiceWithTotals } from '@portal/contract';
import { assetUrl, useSession } from '@portal/shared-auth';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, DataTable, ErrorPanel, formatDate, formatDateTime, formatNumber, Icon, Loading, messages as uiMessages, TextField, useRedirectAfterSuccess, type Column } from '@portal/shared-ui';
import { isRouteId } from '../../../lib/numbers';
import { messages } from '../../../messages';
import { useInvoice } from '../api/get-invoice';
import { useReviewInvoice, type InvoiceDecision } from '../api/review-invoice';

const text = messages.invoiceDetail;
const label = text.fields;

// one column on a phone; the figures beside the photo from 960 px
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mdUp} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.smUp} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Photo = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stripe};
  color: ${({ theme }) => theme.colors.primary};
  img {
    width: 100%;
    max-height: calc(${({ theme }) => theme.sizes.cardIcon} * 5);
    object-fit: contain;
  }
`;

const NoPhoto = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const noop = () => undefined;

/** SPEC 4 / 6: profiles 1 and 4 approve or reject an invoice, only while Creada. */
export function canReviewInvoice(profilesId: number | null | undefined, state: string): boolean {
  const role = roleOf(profilesId);
  return (role === 'admin' || role === 'approver') && state === INVOICE_STATE.CREATED;
}

const lineColumns: Column<InvoiceReference>[] = [
  { key: 'brand', header: text.lines.brand, value: (r) => r.tire?.design?.brand?.name },
  { key: 'design', header: text.lines.design, value: (r) => r.tire?.design?.name },
  { key: 'tire', header: text.lines.tire, value: (r) => r.tire?.name },
  { key: 'amount', header: text.lines.amount, align: 'right' },
  { key: 'points', header: text.lines.points, value: (r) => formatNumber(r.points), align: 'right' },
];

function InvoiceCard({ invoice }: { invoice: InvoiceWithTotals }) {
  const profilesId = useSession((s) => s.user?.profiles_id);
  const canReview = canReviewInvoice(profilesId, invoice.state);
  const [comment, setComment] = useState(invoice.comment_rejected ?? '');
  const [tried, setTried] = useState(false);
  const { submit, sending, error, answer } = useReviewInvoice();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const navigate = useNavigate();
  const locked = sending || answer !== null;

  const rejectCheck = invoiceRejectBody.safeParse({ comment_rejected: comment });
  const commentError = tried && !rejectCheck.success ? rejectCheck.error.issues[0]?.message : null;

  /** issue 26: the decision on its way, whose button says 'Enviando...' */
  const [deciding, setDeciding] = useState<InvoiceDecision['action'] | null>(null);
  const decide = async (decision: InvoiceDecision) => {
    setDeciding(decision.action);
    const done = await submit(decision);
    setDeciding(null);
    // SPEC 2.9: both return to the previous screen after 3 s
    if (done) redirectAfterSuccess(-1);
  };
  const reject = () => {
    setTried(true);
    if (!rejectCheck.success) {
      // SPEC 5 (last line): failed validation is logged, nothing is sent
      console.warn(uiMessages.form.invalidConsole, { comment_rejected: rejectCheck.error.issues[0]?.message });
      return;
    }
    void decide({ action: 'reject', id: invoice.id, body: rejectCheck.data });
  };

  const href = assetUrl(invoice.image);
  return (
    <>
      <Card>
        <CardHeader title={text.title} icon="list" color="info" />
        <CardBody>
          <Layout>
            <div>
              <Fields>
                <TextField label={label.number} name="number" value={invoice.number} onChange={noop} readOnly />
                <TextField label={label.saleDate} name="sale_date" value={formatDate(invoice.sale_date)} onChange={noop} readOnly />
                <TextField label={label.price} name="price" value={formatNumber(invoice.price)} onChange={noop} readOnly />
                <TextField label={label.subsidiary} name="subsidiary" value={invoice.subsidiary?.name ?? ''} onChange={noop} readOnly />
                <TextField label={label.user} name="user" value={invoice.user?.name ?? ''} onChange={noop} readOnly />
                <TextField label={label.createdAt} name="created_at" value={formatDateTime(invoice.created_at)} onChange={noop} readOnly />
                <TextField label={label.state} name="state" value={capitalize(invoice.state)} onChange={noop} readOnly />
                <TextField label={label.points} name="total_points" value={formatNumber(invoice.total_points)} onChange={noop} readOnly />
              </Fields>
              <TextField
                label={label.commentRejected}
                name="comment_rejected"
                multiline
                value={comment}
                onChange={setComment}
                readOnly={!canReview || locked}
                error={commentError}
                touched={tried}
              />
            </div>
            {href ? (
              // the full-size photo opens in a new tab (a signed link: docs/decisions.md "Private uploads")
              <Photo href={href} target="_blank" rel="noopener noreferrer">
                <img src={href} alt={text.image} />
                {text.openImage}
              </Photo>
            ) : (
              <NoPhoto>
                <Icon name="image" />
                {text.noImage}
              </NoPhoto>
            )}
          </Layout>
          {/* issue 26: 'Aprobar' / 'Rechazar' are disabled while the decision is sent, which drops their focus: the answer takes it */}
          {error && <Alert variant="danger" focusIfLost>{error}</Alert>}
          {answer && <Alert variant="success" focusIfLost>{answer.detail}</Alert>}
        </CardBody>
        <CardFooter>
          <Button variant="default" round onClick={() => navigate(-1)}>
            {text.back}
          </Button>
          {canReview && (
            <>
              <Button variant="danger" round onClick={reject} disabled={locked} aria-busy={deciding === 'reject'}>
                {deciding === 'reject' ? text.sending : text.reject}
              </Button>
              <Button variant="success" round onClick={() => void decide({ action: 'approve', id: invoice.id })} disabled={locked} aria-busy={deciding === 'approve'}>
                {deciding === 'approve' ? text.sending : text.approve}
              </Button>
            </>
          )}
        </CardFooter>
      </Card>
      <DataTable title={text.lines.title} icon="list" columns={lineColumns} rows={invoice.invoice_references} emptyText={text.lines.empty} filterable={false} />
    </>
  );
}

/** /admin/invoice-details/{id} 'Detalle de Factura' (SPEC 2.9): the invoice, its tires, its photo, and its review. */
export function InvoiceDetail() {
  const { id } = useParams();
  const { data: invoice, loading, error, reload } = useInvoice(id);

  // a participant asking for another's invoice gets 404 from the api: the same panel as an unknown id
  if (!isRouteId(id)) return <ErrorPanel title={text.notFound} message={text.notFoundText} />;
  if (error) return <ErrorPanel title={text.notFound} message={error} onRetry={reload} />;
  if (loading || !invoice) return <Loading label={text.loading} />;
  return <InvoiceCard key={invoice.id} invoice={invoice} />;
}
