import { useCallback, useState, type ReactNode } from 'react';
import { messages } from '../messages';
import { Button } from '../layout/Button';
import { Dialog } from './Dialog';

/** The api's answer to a delete (SPEC 7/8): 'success', or another message with a detail. */
export interface DeleteAnswer {
  message: string;
  detail?: string;
}

export interface ConfirmDeleteOptions {
  /** SPEC 8: asks whether the user is sure, e.g. remote-admin's deleteTexts.slide.title */
  title: string;
  successTitle: 'Eliminado!' | 'Eliminada!';
  id: number | string;
  run(): Promise<DeleteAnswer>;
  /** remove the row locally (SPEC 4) */
  onDeleted(): void;
  /**
   * Shown in 'Cancelled' when `run` throws without a server answer (SPEC 8: brand delete network
   * failure). Without it such errors are only logged (SPEC 8: other transport errors).
   */
  failureText?: string;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; opts: ConfirmDeleteOptions; running: boolean }
  | { kind: 'deleted'; opts: ConfirmDeleteOptions }
  | { kind: 'cancelled'; detail: string };

/**
 * The server's detail carried by a thrown error: shared-auth's ApiError (read by its shape, as
 * shared-ui does not import shared-auth); status 0 is a call that got no answer.
 */
function serverDetail(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { status?: unknown; detail?: unknown };
  return typeof e.detail === 'string' && typeof e.status === 'number' && e.status > 0 ? e.detail : null;
}

/**
 * SPEC 4 "Delete flow" / SPEC 8: a confirmation ('Sí, borrar!' / 'Cancelar'), then a success dialog
 * naming the id (the row is removed locally), or 'Cancelled' with the server's detail.
 * Render `dialogs` once in the screen.
 */
export function useDeleteFlow(): { confirmDelete(opts: ConfirmDeleteOptions): void; dialogs: ReactNode } {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const close = useCallback(() => setStep({ kind: 'idle' }), []);
  const confirmDelete = useCallback((opts: ConfirmDeleteOptions) => setStep({ kind: 'confirm', opts, running: false }), []);

  const proceed = async (opts: ConfirmDeleteOptions) => {
    setStep({ kind: 'confirm', opts, running: true });
    try {
      const answer = await opts.run();
      if (answer.message === 'success') {
        opts.onDeleted();
        setStep({ kind: 'deleted', opts });
      } else {
        setStep({ kind: 'cancelled', detail: answer.detail ?? answer.message });
      }
    } catch (err) {
      const detail = serverDetail(err) ?? opts.failureText ?? null;
      if (detail === null) console.error(err);
      setStep(detail === null ? { kind: 'idle' } : { kind: 'cancelled', detail });
    }
  };

  let dialogs: ReactNode = null;
  if (step.kind === 'confirm') {
    const { opts, running } = step;
    dialogs = (
      <Dialog
        key="confirm"
        open
        tone="warning"
        title={opts.title}
        onClose={running ? () => undefined : close}
        actions={
          <>
            <Button variant="success" onClick={() => void proceed(opts)} disabled={running} aria-busy={running}>
              {running ? messages.delete.running : messages.delete.confirm}
            </Button>
            {/* a destructive step's safe default: the dialog opens on 'Cancelar' */}
            <Button variant="danger" onClick={close} disabled={running} data-autofocus>
              {messages.delete.cancel}
            </Button>
          </>
        }
      >
        <p>{messages.delete.body}</p>
      </Dialog>
    );
  } else if (step.kind === 'deleted') {
    dialogs = (
      <Dialog key="deleted" open tone="success" title={step.opts.successTitle} onClose={close} actions={<Button variant="success" onClick={close}>{messages.dialog.accept}</Button>}>
        <p>{messages.delete.successBody(step.opts.id)}</p>
      </Dialog>
    );
  } else if (step.kind === 'cancelled') {
    dialogs = (
      <Dialog key="cancelled" open tone="danger" title={messages.delete.cancelled} onClose={close} actions={<Button variant="danger" onClick={close}>{messages.dialog.accept}</Button>}>
        <p>{step.detail}</p>
      </Dialog>
    );
  }

  return { confirmDelete, dialogs };
}
