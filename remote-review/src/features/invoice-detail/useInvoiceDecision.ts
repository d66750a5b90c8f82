// SPEC 4 / SPEC 6: approve an invoice in Creada (no comment) or reject it (comment_rejected of at least
// 3 characters), one form (useZodForm on the contract's invoiceRejectBody, the schema the api checks)
// and one call (useReviewInvoice) for the invoice's own screen and for the review queue (issue 27).
import { useCallback, useState } from 'react';
import { invoiceRejectBody, type Invoice, type InvoiceReviewAnswer } from '@portal/contract';
import { useZodForm } from '@portal/shared-ui';
import { useReviewInvoice, type InvoiceDecision } from './api/review-invoice';

/** `onDecided`: after a success ('Factura Aprobada' / 'Factura Rechazada'), what the screen does next */
export function useInvoiceDecision(invoice: Pick<Invoice, 'id' | 'comment_rejected'>, onDecided?: (answer: InvoiceReviewAnswer) => void) {
  const form = useZodForm(invoiceRejectBody, { comment_rejected: invoice.comment_rejected ?? '' });
  const { submit, sending, error, answer } = useReviewInvoice();
  /** issue 26: the decision on its way, whose button says 'Enviando...' */
  const [deciding, setDeciding] = useState<InvoiceDecision['action'] | null>(null);

  const decide = useCallback(async (decision: InvoiceDecision) => {
    setDeciding(decision.action);
    const done = await submit(decision);
    setDeciding(null);
    if (done) onDecided?.(done);
    return done;
  }, [submit, onDecided]);

  const { id } = invoice;
  const approve = useCallback(() => decide({ action: 'approve', id }), [decide, id]);
  const { parse } = form;
  /** SPEC 5 (last line): a comment under 3 characters is marked and logged, nothing is sent (null) */
  const reject = useCallback(async () => {
    const body = parse();
    return body ? decide({ action: 'reject', id, body }) : null;
  }, [parse, decide, id]);

  return {
    form, approve, reject, sending, deciding, error, answer,
    /** sending, or decided already: the buttons stay off (no double decision) */
    locked: sending || answer !== null,
  };
}

export type InvoiceDecisionState = ReturnType<typeof useInvoiceDecision>;
