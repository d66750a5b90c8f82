// Issue 24: a picture out of view does not share a phone's network with the first screen. The browser's
// own lazy loading fetches every picture within some 1,250 px of the view at once (a grid's next
// cards, an invoice's photo under its figures), beside the page's code and its main picture, and a
// phone's first screen waited for them. A picture outside the view now waits until it comes into
// view, or until the first screen is drawn (afterPageLoad); then it loads as the browser's lazy
// loading has it. A picture in view loads at once.
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
    const inView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) allow();
    });
    if (element) inView.observe(element);
    return () => {
      cancel();
      inView.disconnect();
    };
  }, [may, ref]);
  return may;
}
