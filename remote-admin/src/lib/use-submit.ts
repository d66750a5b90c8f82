// SPEC 7/8: a write succeeded only when its answer's message is 'success'; any other answer, or a
// failed call, gives the Spanish text for the red panel (the server's detail, else its message).
import { useCallback, useState } from 'react';
import { SUCCESS, type MessageAnswer } from '@portal/contract';
import { ApiError, errorText } from '@portal/shared-auth';

export interface Submission<A> {
  sending: boolean;
  /** the red panel's text of the last attempt */
  error: string | null;
  /** the answer of the last successful attempt */
  answer: A | null;
}

/** Wraps a write call: `submit` resolves to the answer on success, else null (and sets `error`). */
export function useSubmit<I, A extends MessageAnswer>(send: (input: I) => Promise<A>) {
  const [state, setState] = useState<Submission<A>>({ sending: false, error: null, answer: null });

  const submit = useCallback(
    async (input: I): Promise<A | null> => {
      setState({ sending: true, error: null, answer: null });
      try {
        const answer = await send(input);
        if (answer.message !== SUCCESS) {
          setState({ sending: false, error: answer.detail || answer.message, answer: null });
          return null;
        }
        setState({ sending: false, error: null, answer });
        return answer;
      } catch (err) {
        // a 4xx detail is for the user and shown; anything else is also kept for the developer
        if (!(err instanceof ApiError && err.status >= 400 && err.status < 500)) console.error(err);
        setState({ sending: false, error: errorText(err), answer: null });
        return null;
      }
    },
    [send],
  );

  return { ...state, submit };
}
