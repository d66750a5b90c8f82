// react-datepicker (and its stylesheet, and date-fns' Spanish locale) load with the first date
// field shown, not with the shared-ui bundle; issue 24: and only once the page has been drawn (or
// a date field is used), so 246 KB of picker are not on the way to the page's first paint. One
// loader for every date field: DateField's picker and PeriodFilter's calendars (issue 26).
import { useCallback, useEffect, useState } from 'react';

export type PickerModule = typeof import('./SpanishDatePicker');

let picker: PickerModule | null = null;
let loading: Promise<void> | null = null;

/** One load for every date field; a failed one (no network) is tried again at the next use. */
function loadPicker(): Promise<void> {
  loading ??= import('./SpanishDatePicker').then(
    (module) => {
      picker = module;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * Calls `fn` once the document has loaded and the main thread is idle (at most `timeout` ms later):
 * after the page's first paint, not on its way. Returns a cancel.
 */
function whenIdleAfterLoad(fn: () => void, timeout = 1500): () => void {
  let cancelIdle = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fn, { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: a moment after the load, past the first paint
      const handle = window.setTimeout(fn, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * The picker's module once it is in, else null (a light stand-in is drawn meanwhile); it starts to
 * load once the page is drawn and idle, or at once by `loadNow` (the field was focused or pressed).
 */
export function usePicker(): [PickerModule | null, () => void] {
  const [module, setModule] = useState(picker);
  useEffect(() => {
    if (module) return undefined;
    let alive = true;
    const show = () => void loadPicker().then(() => alive && picker && setModule(picker));
    const cancel = whenIdleAfterLoad(show);
    return () => {
      alive = false;
      cancel();
    };
  }, [module]);
  const loadNow = useCallback(() => void loadPicker().then(() => picker && setModule(picker)), []);
  return [module, loadNow];
}
