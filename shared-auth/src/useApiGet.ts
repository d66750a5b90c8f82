// One read hook for every screen: the data of a GET, its loading flag and the Spanish error text.
import { useCallback, useEffect, useState } from 'react';
import { http } from './http';
import { errorText } from './errors';

export interface ApiGet<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
  setData(fn: (d: T | undefined) => T | undefined): void;
}

/** path null waits (e.g. until an id is known). A newer path or unmount cancels the older request. */
export function useApiGet<T>(path: string | null): ApiGet<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState<boolean>(path !== null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    http
      .get<T>(path, { signal: controller.signal })
      .then((res) => {
        if (!controller.signal.aborted) setDataState(res.data);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`GET ${path}`, err);
        setError(errorText(err));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback((fn: (d: T | undefined) => T | undefined) => setDataState(fn), []);
  return { data, loading, error, reload, setData };
}
