import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { controlStyles, FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';

const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  /** '' (or null) while nothing is chosen */
  value: string | number | null | undefined;
  /** the chosen option's value, as the DOM gives it: a string ('' for the placeholder) */
  onChange(value: string): void;
  onBlur?(): void;
  options: readonly SelectOption[];
  /** first, unselectable line, e.g. SPEC 2.6 'Seleccione un perfil' */
  placeholder?: string;
  error?: string | null;
  touched?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  id?: string;
}

/**
 * A native select (keyboard and screen-reader behaviour for free). SPEC 2.3's 250 px menu height
 * cannot be set on a native menu; the browser sizes it. memo: it re-renders only when its
 * own props change, so `options` should keep their identity (a useMemo of the list).
 */
export const SelectField = memo(function SelectField(props: SelectFieldProps) {
  const { label, name, value, onChange, onBlur, options, placeholder = messages.form.selectPlaceholder, error, touched, hint, id, ...native } = props;
  const current = value === null || value === undefined ? '' : String(value);
  const state = fieldState(current, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={hint} checkPlacement="before-arrow">
      <Select
        id={inputId}
        name={name}
        value={current}
        data-state={state}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onBlur?.()}
        {...native}
        {...aria}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
});
