// SPEC 2.1: the admin layout checks the session on load (the check refreshes it); SPEC 8: a missing
// session goes to /auth/logout-page. The decision waits for IndexedDB to give back the stored session.
// Issue 24: while the check of a stored session is on its way the layout and its page are drawn
// (AdminLayout), rather than after it: one round trip less before a page shows on a phone. A session
// the api refuses still ends on the logout page as soon as the answer comes; every read of the page
// is the api's to refuse meanwhile.
import { useEffect, useState } from 'react';
import { checkSession, useSession } from '@portal/shared-auth';

/** 'reading': the stored session is not back from IndexedDB yet; 'checking': it is, the api is asked */
export type SessionStatus = 'reading' | 'checking' | 'valid' | 'missing';

export function useSessionCheck(): SessionStatus {
  const hydrated = useSession((s) => s.hydrated);
  // no page is drawn, nor any of its reads sent, for a person without a stored session
  const [status, setStatus] = useState<SessionStatus>(() => (!hydrated ? 'reading' : useSession.getState().token ? 'checking' : 'missing'));

  useEffect(() => {
    if (!hydrated) return;
    if (!useSession.getState().token) {
      setStatus('missing');
      return;
    }
    let cancelled = false;
    setStatus('checking');
    checkSession()
      .then(() => !cancelled && setStatus('valid'))
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
