// Focus management in one place: a move within the portal is a new page to the person,
// not a change somewhere on the old one. Without help the keyboard focus stays on the menu link (or
// falls to <body>, from where ten sidebar stops come before the form) and a screen reader says
// nothing. So, after a move, the focus goes to the new page's heading (its h1, else its first h2),
// which a screen reader reads out; the next Tab is the page's first control. The first page of a
// visit is left alone: the browser and the reader already start at the top (but not the shell's first
// page after the home handed a move over to it: markMoveIntoShell).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** how long a page's screen may take to come (a remote's chunk on a slow network) before we give up */
const HEADING_WAIT_MS = 5_000;

/** the page's heading inside `main`: its h1, else its first h2 */
function headingIn(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2');
}

/**
 * The home's first-screen page hands a move over to the whole shell in the same document
 * (first-screen/WholeShell.tsx openInThisPage): the shell's first page is then a move the person made
 * (Enter on a menu link whose page went away with the home), not the first page of a visit. The mark
 * lives on <html>, which both bundles share; a new document starts without it.
 */
const MOVED_INTO_SHELL = 'data-moved-into-shell';

export function markMoveIntoShell(): void {
  document.documentElement.setAttribute(MOVED_INTO_SHELL, '');
}

/** whether this page came from a hand-over (once: the mark is taken) */
function takeMoveIntoShell(): boolean {
  const moved = document.documentElement.hasAttribute(MOVED_INTO_SHELL);
  document.documentElement.removeAttribute(MOVED_INTO_SHELL);
  return moved;
}

/** focus `target` without scrolling past what is above it; a heading takes focus only by script */
export function focusHeading(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

const CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The skip link's target: the page's heading, unless a control comes before it in `main` (the home's
 * carousel above 'Llantas destacadas'): then `main` itself, so the next Tab is that control and a
 * screen reader starts at the top of the content, nothing of it skipped.
 */
export function focusContentStart(main: HTMLElement): void {
  const heading = headingIn(main);
  const control = main.querySelector<HTMLElement>(CONTROL);
  const controlFirst = heading && control && heading.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING;
  if (heading && !controlFirst) focusHeading(heading);
  else main.focus({ preventScroll: true });
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
      // after the home's hand-over the focus has fallen to <body> with the home's menu link
      if (!takeMoveIntoShell()) return undefined;
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
