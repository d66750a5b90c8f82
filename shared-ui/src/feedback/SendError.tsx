// The one way a form shows why its send failed (SPEC 2.8 / 8): the red panel, announced at once. An
// action that needs the api (a review, a redemption, the administration) tried while the browser
// has no network did nothing wrong and cannot be fixed by the person: it is said calmly instead, as a
// note (the text, shared-auth's, says to try again when the signal returns), and stays calm after the
// network is back.
// Not for 'Ingresar Venta': it keeps sales with no signal, and its failures offline (storage refused)
// are real ones.
import { useRef } from 'react';
import { Alert } from './Alert';
import { useOnline } from './Offline';

export function SendError({ error, focusIfLost = false }: { error: string | null | undefined; focusIfLost?: boolean }) {
  const online = useOnline();
  // the failure that came while offline (a ref: noting it draws nothing by itself)
  const offlineError = useRef<string | null>(null);
  if (error && !online) offlineError.current = error;
  if (!error) return null;
  return (
    <Alert variant={offlineError.current === error ? 'info' : 'danger'} focusIfLost={focusIfLost}>
      {error}
    </Alert>
  );
}
