// react-datepicker (and its stylesheet, and date-fns' Spanish locale) load with the first calendar
// a person wants, not with the page: a moment after the load only their files are fetched
// (pickerFiles.ts, a prefetch: network only), and the code runs when a person focuses or presses a
// date field's stand-in calendar button (or focuses a read-only date), which then hands over to
// the calendar (a field drawn after that has it at once). Running the picker's code and drawing it
// in place of every field's stand-in a moment after each load would take two long tasks on a
// phone's CPU (some 200 ms at 4x on 'Ingresar Venta') whether or not a date is ever picked. One
// loader for every DateField's calendar, PeriodFilter's two included.
import { useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from '../timing/afterPageLoad';

export type PickerModule = typeof import('./SpanishDatePicker');

let picker: PickerModule | null = null;
let loading: Promise<void> | null = null;

const pickerFiles = () => import(/* webpackChunkName: "date-picker-files" */ './pickerFiles');

/** One load for every date field; a failed one (no network) is tried again at the next use. */
function loadPicker(): Promise<void> {
  loading ??= pickerFiles()
    .then(({ importPicker }) => importPicker())
    .then(
      (module) => {
        picker = module;
      },
      () => {
        loading = null;
      },
    );
  return loading;
}

let prefetching: Promise<unknown> | null = null;
/** The picker's files into the browser's cache, once (again after a failure) */
function prefetchPicker(): void {
  prefetching ??= pickerFiles().catch(() => {
    prefetching = null;
  });
}

/**
 * The picker's module once this field has been used (or drawn after the picker came), else null (a
 * light stand-in is drawn meanwhile); `loadNow` loads it (the field was focused or pressed). A moment
 * after the page's load its files are fetched, not run.
 */
export function usePicker(): [PickerModule | null, () => void] {
  const [module, setModule] = useState(picker);
  useEffect(() => (module ? undefined : afterPageLoad(prefetchPicker, { idleTimeoutMs: 1500 })), [module]);
  const loadNow = useCallback(() => void loadPicker().then(() => picker && setModule(picker)), []);
  return [module, loadNow];
}
