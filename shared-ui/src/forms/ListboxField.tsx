// A select whose open menu has a height limit (SPEC 2.3: the branch menu is at most 250 px high),
// which a native <select> cannot have. The WAI-ARIA "select-only combobox": a button with
// role="combobox" owns the focus, its menu is a listbox, the active option is aria-activedescendant.
// Keys: ArrowDown/ArrowUp/Home/End move (and open), Enter or Space picks, Escape closes, a letter
// jumps to the next option starting with it, Tab leaves without changing anything.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { controlStyles, FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';
import type { SelectOption } from './SelectField';

const Anchor = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${controlStyles}
  line-height: ${({ theme }) => theme.fonts.lineHeight};
  text-align: start;
  cursor: pointer;
  /* the arrow sits left of the field's success check, in the padding kept for it */
  &::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space.lg};
    top: calc(50% - ${({ theme }) => theme.space.xxs});
    border: ${({ theme }) => theme.space.xs} solid transparent;
    border-top-color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Menu = styled.ul<{ $maxHeight?: number }>`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-height: ${({ $maxHeight }) => ($maxHeight ? `${$maxHeight}px` : 'none')};
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fonts.weights.medium : theme.fonts.weights.regular)};
  background: ${({ theme, $active }) => ($active ? theme.colors.rowHover : 'transparent')};
`;

export interface ListboxFieldProps {
  label: ReactNode;
  name: string;
  /** '' (or null) while nothing is chosen */
  value: string | number | null | undefined;
  /** the chosen option's value as a string, as SelectField gives it */
  onChange(value: string): void;
  onBlur?(): void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** the open menu's height limit in px; longer lists scroll inside it */
  menuMaxHeight?: number;
  error?: string | null;
  touched?: boolean;
  disabled?: boolean;
  id?: string;
}

export function ListboxField(props: ListboxFieldProps) {
  const { label, name, value, onChange, onBlur, options, placeholder = messages.form.selectPlaceholder, menuMaxHeight, error, touched, disabled, id } = props;
  const current = value === null || value === undefined ? '' : String(value);
  const state = fieldState(current, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, false, id);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const selectedIndex = options.findIndex((o) => String(o.value) === current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!open || active < 0) return;
    // jsdom has no scrollIntoView
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const show = (at: number) => {
    setActive(Math.max(0, Math.min(options.length - 1, at)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (i: number) => {
    const option = options[i];
    if (option) onChange(String(option.value));
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const from = active >= 0 ? active : selectedIndex;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        show(open ? from + 1 : Math.max(0, from));
        return;
      case 'ArrowUp':
        e.preventDefault();
        show(open ? from - 1 : Math.max(0, from));
        return;
      case 'Home':
        if (!open) return;
        e.preventDefault();
        show(0);
        return;
      case 'End':
        if (!open) return;
        e.preventDefault();
        show(options.length - 1);
        return;
      case 'Enter':
      case ' ':
        e.preventDefault();
        if (open && active >= 0) pick(active);
        else show(Math.max(0, selectedIndex));
        return;
      case 'Escape':
        if (!open) return;
        e.preventDefault();
        e.stopPropagation();
        close();
        return;
      case 'Tab':
        close();
        return;
      default:
        if (e.key.length === 1 && /\S/.test(e.key)) {
          const letter = e.key.toLocaleLowerCase('es');
          const order = options.map((_, k) => (from + 1 + k) % options.length);
          const hit = order.find((k) => options[k].label.toLocaleLowerCase('es').startsWith(letter));
          if (hit !== undefined) show(hit);
        }
    }
  };

  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error}>
      <Anchor>
        <Trigger
          type="button"
          id={inputId}
          name={name}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          disabled={disabled}
          data-state={state}
          onClick={() => (open ? close() : show(Math.max(0, selectedIndex)))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
          {...aria}
        >
          {selectedIndex >= 0 ? options[selectedIndex].label : <Placeholder>{placeholder}</Placeholder>}
        </Trigger>
        <Menu id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} hidden={!open} $maxHeight={menuMaxHeight}>
          {options.map((o, i) => (
            <Option
              key={String(o.value)}
              id={optionId(i)}
              role="option"
              aria-selected={i === selectedIndex}
              $active={i === active}
              $selected={i === selectedIndex}
              // keep the focus on the combobox, so picking does not blur it first
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(i)}
            >
              {o.label}
            </Option>
          ))}
        </Menu>
      </Anchor>
    </FieldFrame>
  );
}
