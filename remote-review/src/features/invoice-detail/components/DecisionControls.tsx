// The comment and the two buttons of an invoice's review (SPEC 2.9, SPEC 4), on the invoice's own
// screen and in the review queue's panel, driven by one useInvoiceDecision.
import { Button, TextField } from '@portal/shared-ui';
import { messages } from '../../../messages';
import type { InvoiceDecisionState } from '../useInvoiceDecision';

const text = messages.invoiceDetail;

/** 'Comentario de Rechazo': editable while the person may still decide, else read only */
/** `id`: the field's own, for a screen that moves the focus to it */
export function RejectCommentField({ decision, editable, id }: { decision: InvoiceDecisionState; editable: boolean; id?: string }) {
  return (
    <TextField
      label={text.fields.commentRejected}
      multiline
      {...decision.form.field('comment_rejected')}
      // the comment's rule is asked for as the person comes to write it (useZodForm prepare)
      onFocus={editable ? decision.form.prepare : undefined}
      readOnly={!editable || decision.locked}
      id={id}
    />
  );
}

/** 'Rechazar' and 'Aprobar'; the one on its way says 'Enviando...' and both are off meanwhile */
export function DecisionButtons({ decision, shortcuts = false }: { decision: InvoiceDecisionState; shortcuts?: boolean }) {
  const { deciding, locked } = decision;
  return (
    <>
      <Button variant="danger" round onClick={() => void decision.reject()} disabled={locked} aria-busy={deciding === 'reject'} aria-keyshortcuts={shortcuts ? 'R' : undefined}>
        {deciding === 'reject' ? text.sending : text.reject}
      </Button>
      <Button variant="success" round onClick={() => void decision.approve()} disabled={locked} aria-busy={deciding === 'approve'} aria-keyshortcuts={shortcuts ? 'A' : undefined}>
        {deciding === 'approve' ? text.sending : text.approve}
      </Button>
    </>
  );
}
