import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { messages } from '../messages';
import { Icon } from '../layout/Icon';
import type { FieldState } from './fieldState';

export const Wrapper = styled.div`
  position: relative;
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
`;

export const Label = styled.label<{ $state: FieldState }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme, $state }) =>
    $state === 'error' ? theme.colors.danger : $state === 'success' ? theme.colors.success : theme.colors.textMuted};
`;

/** The underline look shared by inputs, selects and textareas. */
export const controlStyles = css<{ $state: FieldState }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl} ${theme.space.xs} 0`};
  border: none;
  border-bottom: ${({ theme }) => theme.borders.thin} solid
    ${({ theme, $state }) => ($state === 'error' ? theme.colors.danger : $state === 'success' ? theme.colors.success : theme.colors.border)};
  border-radius: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    box-shadow: none;
    border-bottom: ${({ theme }) => theme.borders.thick} solid ${({ theme, $state }) => ($state === 'error' ? theme.colors.danger : theme.colors.primary)};
  }
  &:read-only:not(select) { color: ${({ theme }) => theme.colors.textMuted}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** where the success check sits: at the end of the control, clear of a select's arrow, or nowhere */
export type CheckPlacement = 'end' | 'before-arrow' | 'none';

const Check = styled.span<{ $placement: CheckPlacement }>`
  position: absolute;
  right: ${({ theme, $placement }) => ($placement === 'before-arrow' ? theme.space.lg : '0')};
  top: ${({ theme }) => theme.space.lg};
  width: ${({ theme }) => theme.sizes.fieldCheck};
  height: ${({ theme }) => theme.sizes.fieldCheck};
  color: ${({ theme }) => theme.colors.success};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const HintText = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The ids and ARIA attributes a control needs to be tied to its label, error and hint. */
export function useFieldAria(name: string, state: FieldState, hasHint: boolean, id?: string) {
  const auto = useId();
  const inputId = id ?? `${name}-${auto}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [state === 'error' ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ');
  return {
    inputId,
    errorId,
    hintId,
    aria: {
      'aria-invalid': state === 'error' ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

interface FieldFrameProps {
  label?: ReactNode;
  inputId: string;
  errorId: string;
  hintId: string;
  state: FieldState;
  error?: string | null;
  hint?: ReactNode;
  /** false for controls that draw their own label (checkbox) */
  showLabel?: boolean;
  /** a native select keeps its arrow visible; a checkbox is its own check */
  checkPlacement?: CheckPlacement;
  children: ReactNode;
}

/** Label, control, the success check, the error under the field, the hint (SPEC 4 field states). */
export function FieldFrame({ label, inputId, errorId, hintId, state, error, hint, showLabel = true, checkPlacement = 'end', children }: FieldFrameProps) {
  return (
    <Wrapper>
      {showLabel && (
        <Label htmlFor={inputId} $state={state}>
          {label}
        </Label>
      )}
      {children}
      {state === 'success' && checkPlacement !== 'none' && (
        <Check $placement={checkPlacement}>
          <Icon name="check" title={messages.form.valid} size="fill" />
        </Check>
      )}
      {state === 'error' && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <HintText id={hintId}>{hint}</HintText>}
    </Wrapper>
  );
}
