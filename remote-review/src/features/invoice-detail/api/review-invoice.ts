// SPEC 7: POST /api/invoice/approved/{id} (no body), POST /api/invoice/rejected/{id} { comment_rejected };
// answers 'Factura Aprobada' / 'Factura Rechazada' (SPEC 8); a refusal's Spanish detail goes to the red panel.
import { API, type InvoiceRejectBody, type InvoiceReviewAnswer } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';

export type InvoiceDecision = { action: 'approve'; id: number } | { action: 'reject'; id: number; body: InvoiceRejectBody };

export async function reviewInvoice(decision: InvoiceDecision): Promise<InvoiceReviewAnswer> {
  const answer =
    decision.action === 'approve'
      ? await http.post<InvoiceReviewAnswer>(API.invoiceApprove(decision.id))
      : await http.post<InvoiceReviewAnswer>(API.invoiceReject(decision.id), decision.body);
  return answer.data;
}

// after a decision: every invoice read (lists, this detail) and every user read (the balance moves)
export const useReviewInvoice = () => useSubmit(reviewInvoice, { refetch: ['/api/invoice', '/api/users'] });
