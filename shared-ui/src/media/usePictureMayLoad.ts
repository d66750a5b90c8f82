// A picture out of view does not share a phone's network with the first screen. The browser's own
// lazy loading fetches every picture within some 1,250 px of the view at once (a grid's next cards,
// an invoice's photo under its figures), beside the page's code and its main picture, and a phone's
// first screen would wait for them. So a picture waits until the browser reports it in view
// (IntersectionObserver), or until the first screen is drawn (afterPageLoad); then it loads as the
// browser's lazy loading has it. The main picture (`atOnce`) never waits.
//
// One in view as it is drawn is asked for when the browser reports it, after that frame, not
// measured in the drawing's own task: measuring it there (getBoundingClientRect in a layout effect)
// would force a layout of the whole page inside React's first commit and draw each such card again
// before the first paint, and its request would go out beside main.js's in Lighthouse's simulation
// of a slow phone (docs/adr/0045-pictures-load-when-in-view.md).
import { useEffect, useState, type RefObject } from 'react';
import { afterPageLoad, isFirstScreenDrawn } from '../timing/afterPageLoad';

/**
 * True once the picture at `ref` may be fetched: at once with `atOnce` (the first screen's main
 * picture), on a page whose first screen is already drawn, and where the browser cannot tell what is
 * in view; otherwise once it is in view or once the first screen is drawn.
 */
export function usePictureMayLoad(ref: RefObject<Element | null>, atOnce = false): boolean {
  const [may, setMay] = useState(() => atOnce || typeof IntersectionObserver === 'undefined' || isFirstScreenDrawn());
  useEffect(() => {
    if (may) return;
    const allow = () => setMay(true);
    const cancel = afterPageLoad(allow, { idleTimeoutMs: 500 });
    const element = ref.current;
    const comesIntoView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) allow();
    });
    if (element) comesIntoView.observe(element);
    return () => {
      cancel();
      comesIntoView.disconnect();
    };
  }, [may, ref]);
  return may;
}
