// Code a screen needs only once the person starts on it (a form's zod rules: 22 KiB and
// some 250 ms of a phone's CPU), asked for on their first move instead of before the first paint.
// The one way to do it: useZodForm's lazySchema uses it, and so does a screen that checks its
// decisions with schemas of its own (remote-review's ConfirmRedeem).
import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../messages';

export interface LazyModule<T> {
  /** the module's value once it has come */
  value: T | null;
  /** asks for it (once; again after a failure) and resolves with it */
  prepare(): Promise<T>;
  /** why it did not come, in Spanish (no network: the calm text ErrorPanel's calmOffline draws as a note) */
  problem: string | null;
}

/** `load` is read once, on the first render; null: nothing to load (prepare rejects) */
export function useLazyModule<T>(load: (() => Promise<T>) | null): LazyModule<T> {
  const [loader] = useState(() => load);
  const [value, setValue] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const arrival = useRef<Promise<T> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prepare = useCallback((): Promise<T> => {
    if (!loader) return Promise.reject(new Error('useLazyModule: nothing to load'));
    if (!arrival.current) {
      const coming = loader();
      arrival.current = coming;
      setProblem(null);
      coming.then(
        // a function-valued module would be called by React's updater form: wrapped
        (loaded) => mounted.current && setValue(() => loaded),
        (err: unknown) => {
          console.error(err);
          // asked again on the next move
          arrival.current = null;
          if (mounted.current) setProblem(typeof navigator !== 'undefined' && navigator.onLine === false ? messages.offline.needsConnection : messages.form.rulesFailed);
        },
      );
    }
    return arrival.current;
  }, [loader]);

  return { value, prepare, problem };
}
