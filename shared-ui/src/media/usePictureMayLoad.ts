// Issue 24: a picture out of view does not share a phone's network with the first screen. The browser's
// own lazy loading fetches every picture within some 1,250 px of the view at once (a grid's next
// cards, an invoice's photo under its figures), beside the page's code and its main picture, and a
// phone's first screen waited for them. A picture outside the view now waits until it comes into
// view, or until the first screen is drawn (afterPageLoad); then it loads as the browser's lazy
// loading has it. A picture in view as it is drawn loads at once.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { afterPageLoad, isFirstScreenDrawn } from '../timing/afterPageLoad';

/** whether any of `element`'s box is inside the window */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * True once the picture at `ref` may be fetched: at once with `atOnce` (the first screen's main
 * picture), on a page whose first screen is already drawn, and where the browser cannot tell what is
 * in view; otherwise once it is in view or once the first screen is drawn.
 */
export function usePictureMayLoad(ref: RefObject<Element | null>, atOnce = false): boolean {
  const [may, setMay] = useState(() => atOnce || typeof IntersectionObserver === 'undefined' || isFirstScreenDrawn());
  // in view as it is drawn: asked for in the same task as the rest of the screen, before the paint
  // (the observer below reports a frame later)
  useLayoutEffect(() => {
    if (!may && ref.current && inView(ref.current)) setMay(true);
    // once, as it is drawn; the observer follows it from there
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
