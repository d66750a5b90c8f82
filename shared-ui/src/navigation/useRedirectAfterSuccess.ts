import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '@portal/contract';

/**
 * SPEC 2.8 / 4 / 9: after a successful save or action the screen shows its message and goes to
 * `to` (a path, or -1 for the previous screen) after 3000 ms. The timer dies with the screen, so a
 * user who leaves first is not pulled back; a second call replaces the first.
 */
export function useRedirectAfterSuccess(delayMs: number = REDIRECT_DELAY_MS): (to: string | -1) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to: string | -1) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        if (to === -1) navigate(-1);
        else navigate(to);
      }, delayMs);
    },
    [navigate, delayMs],
  );
}
