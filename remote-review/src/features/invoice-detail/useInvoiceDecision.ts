// SPEC 4 / SPEC 6: approve an invoice in Creada (no comment) or reject it (comment_rejected of at least
// 3 characters), one form (useZodForm on the contract's invoiceRejectBody, the schema the api checks)
// and one call (useReviewInvoice) for the invoice's own screen and for the review queue.
// The schema (and zod) is a chunk of its own, asked for on the person's first move in the
// decision (the comment's focus, a typed key, 'Rechazar'), never before the screen's first paint.
import { useCallback, useState } from 'react';
import type { Invoice, InvoiceReviewAnswer } from '@portal/contract';
import { lazySchema, useZodForm } from '@portal/shared-ui';
import { useReviewInvoice, type InvoiceDecision } from './api/review-invoice';

type RejectSchema = typeof import('./reject-schema').invoiceRejectBody;
const rejectSchema = lazySchema<RejectSchema>(() => import(/* webpackChunkName: "reject-schema" */ './reject-schema').then((m) => m.invoiceRejectBody));

/** `onDecided`: after a success ('Factura Aprobada' / 'Factura Rechazada'), what the screen does next */
export function useInvoiceDecision(invoice: Pick<Invoice, 'id' | 'comment_rejected'>, onDecided?: (answer: InvoiceReviewAnswer) => void) {
  const form = useZodForm(rejectSchema, { comment_rejected: invoice.comment_rejected ?? '' });
  const { submit, sending, error, answer } = useReviewInvoice();
  /** the decision on its way, whose button says 'Enviando...' */
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
  const { parseWhenReady } = form;
  /**
   * SPEC 5 (last line): a comment under 3 characters is marked and logged, nothing is sent (null), and
   * `onInvalid` is called (the queue's 'R' key moves the focus to the comment). Waits for the schema.
   */
  const reject = useCallback(async (onInvalid?: () => void) => {
    const body = await parseWhenReady();
    if (!body) {
      onInvalid?.();
      return null;
    }
    return decide({ action: 'reject', id, body });
  }, [parseWhenReady, decide, id]);

  return {
    form, approve, reject, sending, deciding, answer,
    /** the decision's refusal, or why its rule (a lazy schema) did not come */
    error: error ?? form.rulesError,
    /** sending, or decided already: the buttons stay off (no double decision) */
    locked: sending || answer !== null,
  };
}

export type InvoiceDecisionState = ReturnType<typeof useInvoiceDecision>;
