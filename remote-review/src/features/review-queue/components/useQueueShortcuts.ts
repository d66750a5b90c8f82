// 'Facturas por revisar' with the keyboard alone. J or N opens the next invoice, K or P the
// previous one, A approves and R rejects the opened one. Never while the person types in a field (a
// text box, a select, a comment) nor with Ctrl, Alt or Meta held (the browser's own keys), nor inside
// a dialog (the phone's menu, a calendar). The screen says them in its hint.
import { useEffect, useRef } from 'react';

export interface QueueShortcuts {
  next(): void;
  previous(): void;
  approve(): void;
  reject(): void;
}

/** fields a key types into: every input but the boxes and buttons, textareas, selects, editable text */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'searchbox';
}

const KEYS = new Map<string, keyof QueueShortcuts>([['j', 'next'], ['n', 'next'], ['k', 'previous'], ['p', 'previous'], ['a', 'approve'], ['r', 'reject']]);

export function useQueueShortcuts(shortcuts: QueueShortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || e.repeat) return;
      if (typesText(e.target)) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return;
      const act = KEYS.get(e.key.toLowerCase());
      if (!act) return;
      e.preventDefault();
      latest.current[act]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
