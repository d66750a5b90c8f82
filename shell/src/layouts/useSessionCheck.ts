// SPEC 2.1: the admin layout checks the session on load (the check refreshes it); SPEC 8: a missing
// session goes to /auth/logout-page. The decision waits for IndexedDB to give back the stored session.
import { startTransition, useEffect, useState } from 'react';
import { checkSession, useSession } from '@portal/shared-auth';

export type SessionStatus = 'checking' | 'valid' | 'missing';

export function useSessionCheck(): SessionStatus {
  const hydrated = useSession((s) => s.hydrated);
  const [status, setStatus] = useState<SessionStatus>('checking');

  useEffect(() => {
    if (!hydrated) return;
    if (!useSession.getState().token) {
      setStatus('missing');
      return;
    }
    let cancelled = false;
    checkSession()
      // a transition: the whole layout and its page are drawn now, in slices a phone's CPU can
      // interleave with input (issue 12, TBT), not as one long task
      .then(() => !cancelled && startTransition(() => setStatus('valid')))
      .catch((err: unknown) => {
        console.warn('La sesión no es válida', err);
        if (!cancelled) setStatus('missing');
      });
    return () => {
      cancelled = true;
    };
  }, [hydrated]);

  return status;
}
