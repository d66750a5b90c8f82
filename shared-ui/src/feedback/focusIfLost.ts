import { useEffect, useRef } from 'react';

/**
 * The answer to a button that is disabled while its action runs ('Guardar', 'Redimir', 'Aprobar'):
 * the browser drops the focus of a disabled button to <body>, so the panel that says how it went
 * takes the focus when it shows, if the focus is nowhere (or on that disabled button). A person who
 * moved on meanwhile keeps their focus. Spread the answer on the panel: `tabIndex` makes it
 * focusable only when asked, so it is no stop of the keyboard otherwise.
 */
export function useFocusIfLost<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    // lost: on <body>, or still on the disabled button (Chromium moves it to <body> at its next frame)
    const active = document.activeElement;
    if (active === null || active === document.body || active.matches(':disabled')) ref.current?.focus();
  }, [enabled]);
  return { ref, tabIndex: enabled ? -1 : undefined };
}
