import { memo, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';

const Input = styled.input`
  ${controlStyles}
`;
const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string | number | null | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  /** the field takes the focus (a form's rules asked for on the person's first move) */
  onFocus?(): void;
  error?: string | null;
  touched?: boolean;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url';
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** help under the field (SPEC 2.9: add 'C' at the end to correct an invoice) */
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** a textarea (comments, contact description) */
  multiline?: boolean;
  rows?: number;
  id?: string;
}

/**
 * A labelled text input with the empty / success / error states of SPEC 4. memo: a key
 * typed in another field of the form leaves this one as it is (useZodForm's `field` keeps its
 * handlers).
 */
export const TextField = memo(function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, onBlur, error, touched, type = 'text', hint, multiline, rows = 3, id, ...native } = props;
  const state = fieldState(value, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  const common = {
    id: inputId,
    name,
    value: value ?? '',
    'data-state': state,
    onBlur: () => onBlur?.(),
    ...native,
    ...aria,
  };
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={hint}>
      {multiline ? (
        <TextArea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
});
