import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, roleOf, type InvoiceWithTotals } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, ErrorPanel, formatDate, formatDateTime, formatNumber, FormColumns, Loading, messages as uiMessages, TextField, useRedirectAfterSuccess } from '@portal/shared-ui';
import { isRouteId } from '../../../lib/numbers';
import { messages } from '../../../messages';
import { useInvoice } from '../api/get-invoice';
import { useInvoiceDecision } from '../useInvoiceDecision';
import { DecisionButtons, RejectCommentField } from './DecisionControls';
import { InvoiceLines, InvoicePhoto } from './InvoiceParts';

const text = messages.invoiceDetail;
const label = text.fields;

// one column on a phone; the figures beside the photo from 960 px (a record and its picture, not a field grid)
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mdUp} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const noop = () => undefined;

/** SPEC 4 / 6: profiles 1 and 4 approve or reject an invoice, only while Creada. */
export function canReviewInvoice(profilesId: number | null | undefined, state: string): boolean {
  const role = roleOf(profilesId);
  return (role === 'admin' || role === 'approver') && state === INVOICE_STATE.CREATED;
}

function InvoiceCard({ invoice }: { invoice: InvoiceWithTotals }) {
  const profilesId = useSession((s) => s.user?.profiles_id);
  const canReview = canReviewInvoice(profilesId, invoice.state);
  const redirectAfterSuccess = useRedirectAfterSuccess();
  // SPEC 2.9: both return to the previous screen after 3 s
  const decision = useInvoiceDecision(invoice, useCallback(() => redirectAfterSuccess(-1), [redirectAfterSuccess]));
  const navigate = useNavigate();

  return (
    <>
      <Card>
        <CardHeader title={text.title} icon="list" color="info" />
        <CardBody>
          <Layout>
            <div>
              <FormColumns>
                <TextField label={label.number} name="number" value={invoice.number} onChange={noop} readOnly />
                <TextField label={label.saleDate} name="sale_date" value={formatDate(invoice.sale_date)} onChange={noop} readOnly />
                <TextField label={label.price} name="price" value={formatNumber(invoice.price)} onChange={noop} readOnly />
                <TextField label={label.subsidiary} name="subsidiary" value={invoice.subsidiary?.name ?? ''} onChange={noop} readOnly />
                <TextField label={label.user} name="user" value={invoice.user?.name ?? ''} onChange={noop} readOnly />
                <TextField label={label.createdAt} name="created_at" value={formatDateTime(invoice.created_at)} onChange={noop} readOnly />
                <TextField label={label.state} name="state" value={capitalize(invoice.state)} onChange={noop} readOnly />
                <TextField label={label.points} name="total_points" value={formatNumber(invoice.total_points)} onChange={noop} readOnly />
              </FormColumns>
              {/* the participant and the staff both read that the number is disputed (the lists' words) */}
              {invoice.dispute && <Alert variant="info">{invoice.dispute.claim ? uiMessages.invoices.inDisputeClaim : uiMessages.invoices.inDispute}</Alert>}
              <RejectCommentField decision={decision} editable={canReview} />
            </div>
            <InvoicePhoto image={invoice.image} />
          </Layout>
          {/* 'Aprobar' / 'Rechazar' are disabled while the decision is sent, which drops their focus: the answer takes it */}
          <ErrorPanel message={decision.error} focusIfLost calmOffline />
          {decision.answer && <Alert variant="success" focusIfLost>{decision.answer.detail}</Alert>}
        </CardBody>
        <CardFooter>
          <Button variant="default" round onClick={() => navigate(-1)}>
            {text.back}
          </Button>
          {canReview && <DecisionButtons decision={decision} />}
        </CardFooter>
      </Card>
      <InvoiceLines lines={invoice.invoice_references} />
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
