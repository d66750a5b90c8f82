// The one data-fetching layer of the portal (ARCHITECTURE "Lists and data in the remotes"): TanStack
// Query on the one http client. Every read is cached by its path (and parameters), shared by
// every screen and remote of the page (the library is a Module Federation singleton, and the shell
// provides the one client), asked once however many components want it, cancelled when nobody
// does, and fetched again after a write that changed it (useSubmit's `refetch`).
import { useCallback, type ReactNode } from 'react';
import { onlineManager, QueryClient, QueryClientProvider, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './errors';
import { useSession } from './session';

/** how often an open work list (and its menu count) asks again: docs/adr/0015-work-lists-always-refetched.md */
export const WORK_LIST_REFRESH_MS = 30_000;

/**
 * A work list (the reviewer's queue, the redemptions to decide, every sale for the administrator)
 * shows what is waiting now: it is asked again whenever a screen opens it (a copy cached or
 * prefetched earlier, even a second before, is never taken for the answer; on a page's load that is
 * one read more than the page's first reads), when the window comes back into focus, and every
 * WORK_LIST_REFRESH_MS while it is shown and the tab is in view. Page, filters and rows stay while
 * it refreshes (the copy is shown until the answer replaces it).
 */
export const WORK_LIST_QUERY = {
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
  refetchInterval: WORK_LIST_REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;

/** a read's key: its path first, so a write can refetch everything under a path */
export const apiKey = (path: string, params?: Record<string, unknown>): QueryKey => (params ? [path, params] : [path]);

export function createPortalQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a screen opened again within this time shows what it had at once and asks nothing
        staleTime: 30_000,
        // the portal's own tabs change the data; a refocus refetches only what is stale anyway
        refetchOnWindowFocus: false,
        // a refusal (4xx) is an answer, not a hiccup: asking again cannot change it
        retry: options.retry === false ? false : (failures, err) => failures < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
    },
  });
}

// TanStack Query's idea of the network starts 'online' and follows only the window's
// events: a page opened with no signal would try its reads and fail, instead of waiting and
// showing the copy kept from the last visit
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/** the page's client: the shell (or a remote's standalone host) provides it once */
export const portalQueryClient = createPortalQueryClient();

// another session (a login, a logout, a 401) must never see what the previous one read
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token && previous.token !== null) portalQueryClient.clear();
});

export function PortalDataProvider({ client = portalQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Marks stale, and refetches if shown, every read whose path starts with one of `paths`
 * ('/api/invoice' covers '/api/invoice/all' and '/api/invoice/get/7').
 */
export function refetchPaths(client: QueryClient, paths: readonly string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && paths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
    },
  });
}

/**
 * A function that marks stale, and refetches if shown, every read under `paths` (refetchPaths):
 * for changes made outside useSubmit, such as a delete that useDeleteFlow runs itself.
 */
export function useRefetch(paths: readonly string[]): () => void {
  const client = useQueryClient();
  const key = paths.join('\n');
  return useCallback(() => void refetchPaths(client, key.split('\n')), [client, key]);
}
