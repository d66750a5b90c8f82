// Issue 26 "Focus management in one place": a move within the portal is a new page to the person,
// not a change somewhere on the old one. Without help the keyboard focus stays on the menu link (or
// falls to <body>, from where ten sidebar stops come before the form) and a screen reader says
// nothing. So, after a move, the focus goes to the new page's heading (its h1, else its first h2),
// which a screen reader reads out; the next Tab is the page's first control. The first page of a
// visit is left alone: the browser and the reader already start at the top.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** how long a page's screen may take to come (a remote's chunk on a slow network) before we give up */
const HEADING_WAIT_MS = 5_000;

/** the page's heading inside `main`: its h1, else its first h2 */
function headingIn(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2');
}

/** focus `target` without scrolling past what is above it; a heading takes focus only by script */
export function focusHeading(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After every move to another path (not the first page), the focus goes to the new page's heading
 * inside `mainRef` as soon as it is drawn; the person's own focus (they clicked or typed into the
 * page meanwhile) is never taken away.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = mainRef.current;
    if (!main) return undefined;
    // the focus as the move left it (the menu link, or <body>): only that may be moved
    const left = document.activeElement;
    const stillThere = () => document.activeElement === left || document.activeElement === document.body || document.activeElement === null;
    const tryFocus = () => {
      const heading = headingIn(main);
      if (!heading) return false;
      if (stillThere()) focusHeading(heading);
      return true;
    };
    if (tryFocus()) return undefined;
    // the screen is still on its way (a lazy chunk, its first read): wait for its heading
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
