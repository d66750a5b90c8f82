// Focus management in one place: what every modal surface does with the keyboard (the
// dialogs, the phone's menu drawer, the settings panel): the focus moves in when it opens (to the
// element marked data-autofocus, a safe default such as 'Cancelar', else the first control), Tab and
// Shift+Tab stay inside, Escape closes, and the focus goes back to where it was (the opener) when it
// closes, unless the closing moved the person elsewhere (`shouldRestore`).
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

export const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions {
  /** at close: whether the focus goes back to the opener (default: yes) */
  shouldRestore?(): boolean;
}

/** Wire `panel` as a modal while `open`; returns the panel's onKeyDown (Tab kept inside, Escape -> onClose). */
export function useModalFocus(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, options: ModalFocusOptions = {}) {
  const latest = useRef({ onClose, options });
  latest.current = { onClose, options };

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      if (latest.current.options.shouldRestore?.() === false) return;
      before?.focus?.();
    };
  }, [open, panel]);

  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      latest.current.onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
}
