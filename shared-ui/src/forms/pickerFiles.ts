// The date picker's code, behind a chunk of its own that is loaded a moment after the page
// has loaded. Loading this small chunk makes webpack ask the browser to prefetch the picker's files
// (`webpackPrefetch`: a <link rel=prefetch>, network only, at the lowest priority), so that the first
// calendar a person opens comes from the cache, and the picker's code is only run then.
export const importPicker = () => import(/* webpackChunkName: "date-picker", webpackPrefetch: true */ './SpanishDatePicker');
