// One way to send a form (SPEC 7/8): while sending the button waits; an answer whose `message` is
// not 'success', or a failed call, gives the Spanish text for the red panel (the server's detail,
// else its message); answers without a `message` (login's user) count as success.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS } from '@portal/contract';
import { refetchPaths } from './data';
import { ApiError, errorText } from './errors';

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

/**
 * Wraps a call: `submit` resolves to the answer on success, else null (and sets `error`). After a
 * success the reads the write may have changed are fetched again (data.tsx), so lists and details
 * show it without a reload: those under the `refetch` paths when the caller names them, else every
 * cached read (a write that forgets to name what it changes must never leave a screen stale).
 */
export function useSubmit<I, A>(send: (input: I) => Promise<A>, options: { refetch?: readonly string[] } = {}) {
  const [state, setState] = useState<Submission<A>>({ sending: false, error: null, answer: null });
  const client = useQueryClient();
  const refetchKey = (options.refetch ?? []).join('\n');

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
        void (refetchKey ? refetchPaths(client, refetchKey.split('\n')) : client.invalidateQueries());
        return answer;
      } catch (err) {
        // a 4xx detail is for the user and shown; anything else is also kept for the developer
        if (!(err instanceof ApiError && err.status >= 400 && err.status < 500)) console.error(err);
        setState({ sending: false, error: errorText(err), answer: null });
        return null;
      }
    },
    [send, client, refetchKey],
  );

  return { ...state, submit };
}
