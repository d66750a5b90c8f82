// react-datepicker (and its stylesheet, and date-fns' Spanish locale) load with the first date
// field shown, not with the shared-ui bundle; issue 24: and only once the page has been drawn (or
// a date field is used), so 246 KB of picker are not on the way to the page's first paint: a moment
// after the load (afterPageLoad), once the screen's own reads are in and it is drawn. One
// loader for every date field: DateField's picker and PeriodFilter's calendars (issue 26).
import { useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from '../timing/afterPageLoad';

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
 * The picker's module once it is in, else null (a light stand-in is drawn meanwhile); it starts to
 * load a moment after the page is drawn, when idle, or at once by `loadNow` (the field was focused or pressed).
 */
export function usePicker(): [PickerModule | null, () => void] {
  const [module, setModule] = useState(picker);
  useEffect(() => {
    if (module) return undefined;
    let alive = true;
    const show = () => void loadPicker().then(() => alive && picker && setModule(picker));
    const cancel = afterPageLoad(show, { idleTimeoutMs: 1500 });
    return () => {
      alive = false;
      cancel();
    };
  }, [module]);
  const loadNow = useCallback(() => void loadPicker().then(() => picker && setModule(picker)), []);
  return [module, loadNow];
}
