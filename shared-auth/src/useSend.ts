// One way to send a form (SPEC 7/8): while sending the button waits; an answer whose `message` is
// not 'success', or a failed call, gives the Spanish text for the red panel (the server's detail,
// else its message); answers without a `message` (login's user) count as success.
// useSubmit adds the refetch of cached reads; this core needs no data layer, so the login page's own
// bundle sends its form without the query library.
import { useCallback, useState } from 'react';
import { SUCCESS } from '@portal/contract';

export interface Submission<A> {
  sending: boolean;
  /** the red panel's text of the last attempt */
  error: string | null;
  /** the answer of the last successful attempt */
  answer: A | null;
}

function refusal(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return null;
  const { message, detail } = answer as { message: unknown; detail?: unknown };
  if (message === SUCCESS) return null;
  return (typeof detail === 'string' && detail) || String(message);
}

/** Wraps a call: `submit` resolves to the answer on success, else null (and sets `error`). */
export function useSend<I, A>(send: (input: I) => Promise<A>, afterSuccess?: (answer: A) => void) {
  const [state, setState] = useState<Submission<A>>({ sending: false, error: null, answer: null });

  const submit = useCallback(
    async (input: I): Promise<A | null> => {
      setState({ sending: true, error: null, answer: null });
      try {
        const answer = await send(input);
        const refused = refusal(answer);
        if (refused !== null) {
          setState({ sending: false, error: refused, answer: null });
          return null;
        }
        setState({ sending: false, error: null, answer });
        afterSuccess?.(answer);
        return answer;
      } catch (err) {
        // the error texts are read only now: the login page's own bundle leaves them out of its
        // first download; where the failed call came from, they are loaded already
        const { ApiError, errorText } = await import('./errors');
        // a 4xx detail is for the user and shown; anything else is also kept for the developer
        if (!(err instanceof ApiError && err.status >= 400 && err.status < 500)) console.error(err);
        setState({ sending: false, error: errorText(err), answer: null });
        return null;
      }
    },
    [send, afterSuccess],
  );

  return { ...state, submit };
}
