// One way to send a form (SPEC 7/8), see useSend.ts; after a success the reads the write may have
// changed are fetched again (data.tsx), so lists and details show it without a reload.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refetchPaths } from './data';
import { useSend } from './useSend';

export type { Submission } from './useSend';

/**
 * Wraps a call: `submit` resolves to the answer on success, else null (and sets `error`). After a
 * success the reads the write may have changed are fetched again (data.tsx), so lists and details
 * show it without a reload: those under the `refetch` paths when the caller names them, else every
 * cached read (a write that forgets to name what it changes must never leave a screen stale).
 */
export function useSubmit<I, A>(send: (input: I) => Promise<A>, options: { refetch?: readonly string[] } = {}) {
  const client = useQueryClient();
  const refetchKey = (options.refetch ?? []).join('\n');
  const afterSuccess = useCallback(() => {
    void (refetchKey ? refetchPaths(client, refetchKey.split('\n')) : client.invalidateQueries());
  }, [client, refetchKey]);
  return useSend(send, afterSuccess);
}
