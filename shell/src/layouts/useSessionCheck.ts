// SPEC 2.1: the admin layout checks the session on load (the check refreshes it); SPEC 8: a missing
// session goes to /auth/logout-page. The decision waits for IndexedDB to give back the stored session.
// While the check of a stored session is on its way the layout and its page are drawn
// (AdminLayout), rather than after it: one round trip less before a page shows on a phone. A session
// the api refuses still ends on the logout page as soon as the answer comes; every read of the page
// is the api's to refuse meanwhile.
// Only the api's refusal (401, 403: sessionRefused) ends the session. A 5xx or a dropped
// connection keeps the stored session and the page; the check is asked again with a growing pause
// (retryDelay), at once when the browser says it is back online, until the api answers either way.
import { useEffect, useState } from 'react';
import { checkSession, sessionRefused, useSession } from '@portal/shared-auth';

/**
 * 'reading': the stored session is not back from IndexedDB yet; 'checking': it is, the api is asked;
 * 'retrying': the api could not be asked (no answer, or a 5xx), the session is kept and asked again
 */
export type SessionStatus = 'reading' | 'checking' | 'retrying' | 'valid' | 'missing';

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

/** The pause before the next check after `failures` failed ones in a row: 2 s, 4 s, 8 s... at most 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), LONGEST_RETRY_MS);
}

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
    let failures = 0;
    /** set while waiting to ask again; never while a check is on its way */
    let retry: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      retry = undefined;
      checkSession().then(
        () => !cancelled && setStatus('valid'),
        (err: unknown) => {
          if (cancelled) return;
          if (sessionRefused(err)) {
            console.warn('La sesión no es válida', err);
            setStatus('missing');
            return;
          }
          failures += 1;
          console.warn(`No se pudo verificar la sesión (intento ${failures}); se reintenta`, err);
          setStatus('retrying');
          retry = setTimeout(check, retryDelay(failures));
        },
      );
    };
    const checkNowIfWaiting = () => {
      if (retry === undefined) return;
      clearTimeout(retry);
      check();
    };

    window.addEventListener('online', checkNowIfWaiting);
    setStatus('checking');
    check();
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener('online', checkNowIfWaiting);
    };
  }, [hydrated]);

  return status;
}
