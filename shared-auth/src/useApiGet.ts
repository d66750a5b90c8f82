// One read hook for every screen: the data of a GET, its loading flag and the Spanish error text,
// on the one data layer (data.tsx): cached by path, shared, deduplicated, cancelled on unmount.
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from './http';
import { apiKey, portalQueryClient, WORK_LIST_QUERY } from './data';
import { errorText } from './errors';

/** the read behind useApiGet and prefetchApiGet: the answer's data; a failure logged (SPEC 8) and thrown */
async function readApi<T>(path: string, params: Record<string, unknown> | undefined, headers: Record<string, string> | undefined, signal: AbortSignal): Promise<T> {
  try {
    return (await http.get<T>(path, { signal, params, headers })).data;
  } catch (err) {
    // SPEC 8: transport errors are logged; the screen shows the Spanish text
    if (!signal.aborted) console.error(`GET ${path}`, err);
    throw err;
  }
}

/**
 * Asks for a read before the screen that shows it is drawn (the home's slides beside the session
 * check), into the entry useApiGet(path, params) reads. Resolves with the data, or undefined when
 * the read failed (the screen then asks again and shows the error as always).
 */
export async function prefetchApiGet<T>(path: string, params?: Record<string, unknown>): Promise<T | undefined> {
  const key = apiKey(path, params);
  await portalQueryClient.prefetchQuery({ queryKey: key, queryFn: ({ signal }) => readApi<T>(path, params, undefined, signal) });
  return portalQueryClient.getQueryData<T>(key);
}

/**
 * The network's answer of a read, now (never a copy younger than the staleTime), into the entry
 * useApiGet(path) reads; throws as the read does. `gcTime: 0` for a read no screen shows.
 */
export function fetchApiGet<T>(client: QueryClient, path: string, options: { gcTime?: number } = {}): Promise<T> {
  return client.fetchQuery({ queryKey: apiKey(path), queryFn: ({ signal }) => readApi<T>(path, undefined, undefined, signal), staleTime: 0, ...options });
}

export interface ApiGet<T> {
  data: T | undefined;
  /** no answer yet (on its way, or waiting for the signal: then `offline` too) */
  loading: boolean;
  /** no answer and no network to ask: the read waits for the signal (TanStack Query's 'paused') with nothing kept on the phone */
  offline: boolean;
  error: string | null;
  reload(): void;
  /** changes the cached answer at once (a row deleted here), for every screen that shows it */
  setData(fn: (d: T | undefined) => T | undefined): void;
}

/**
 * path null waits (e.g. until an id is known); `params` go in the query string and the cache key.
 * `request.headers` are sent but not part of the key: the same resource read with another
 * credential (SPEC 6: the branch list with the application key before any session) is one entry.
 * `request.workList`: a count of what waits (a menu's badge), as fresh as a work list (data.tsx WORK_LIST_QUERY).
 */
export function useApiGet<T>(path: string | null, params?: Record<string, unknown>, request: { headers?: Record<string, string>; workList?: boolean } = {}): ApiGet<T> {
  const client = useQueryClient();
  const key = apiKey(path ?? '', params);
  const query = useQuery({
    queryKey: key,
    enabled: path !== null,
    queryFn: ({ signal }) => readApi<T>(path!, params, request.headers, signal),
    ...(request.workList ? WORK_LIST_QUERY : {}),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const keyText = JSON.stringify(key);
  const setData = useCallback(
    (fn: (d: T | undefined) => T | undefined) => client.setQueryData<T>(JSON.parse(keyText), fn),
    [client, keyText],
  );
  return {
    data: query.data,
    loading: path !== null && query.isPending,
    offline: path !== null && query.isPending && query.fetchStatus === 'paused',
    error: query.isError ? errorText(query.error) : null,
    reload,
    setData,
  };
}
