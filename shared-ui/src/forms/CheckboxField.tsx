import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

const Box = styled.input`
  width: ${({ theme }) => theme.sizes.fieldCheck};
  height: ${({ theme }) => theme.sizes.fieldCheck};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  onBlur?(): void;
  error?: string | null;
  touched?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * A checkbox with the error under it (SPEC 2.3 acceptances, 'Requerido'). A screen that must ask
 * first (terms modal) opens its dialog in `onChange` and sets `checked` only on 'Aceptar'.
 */
export function CheckboxField({ label, name, checked, onChange, onBlur, error, touched, disabled, id }: CheckboxFieldProps) {
  const state = fieldState(checked, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, false, id);
  return (
    <FieldFrame inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} showLabel={false} checkPlacement="none">
      <Row htmlFor={inputId}>
        <Box
          type="checkbox"
          id={inputId}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={() => onBlur?.()}
          {...aria}
        />
        {label}
      </Row>
    </FieldFrame>
  );
}
