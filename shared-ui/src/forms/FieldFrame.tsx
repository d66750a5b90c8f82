import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { messages } from '../messages';
import { Icon } from '../layout/Icon';
import type { FieldState } from './fieldState';

// A field's state (SPEC 4) is drawn by attribute selectors (data-state on the label and
// the control) of classes that do not change with it, and the success check, the error and the hint
// are styled from the frame's own class. So a state shown for the first time, or the first error
// of the page, inserts no new rule into styled-components' style sheet: the browser would then
// re-read the whole sheet while a key is being typed (30 ms and more at a phone's CPU).

/** the success check, the error and the hint: styled from Wrapper (above) */
const Check = styled.span``;
const ErrorText = styled.p``;
const HintText = styled.p``;

/** where the success check sits: at the end of the control, clear of a select's arrow or of a date's calendar button, or nowhere */
export type CheckPlacement = 'end' | 'before-arrow' | 'before-button' | 'none';

const Wrapper = styled.div`
  position: relative;
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  ${Check} {
    position: absolute;
    right: 0;
    top: ${({ theme }) => theme.space.lg};
    width: ${({ theme }) => theme.sizes.fieldCheck};
    height: ${({ theme }) => theme.sizes.fieldCheck};
    color: ${({ theme }) => theme.colors.success};
  }
  ${Check}[data-placement='before-arrow'] {
    right: ${({ theme }) => theme.space.lg};
  }
  ${Check}[data-placement='before-button'] {
    right: ${({ theme }) => theme.space.xl};
  }
  ${ErrorText}, ${HintText} {
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
    font-size: ${({ theme }) => theme.fonts.sizes.xs};
  }
  ${ErrorText} {
    color: ${({ theme }) => theme.colors.danger};
  }
  ${HintText} {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** takes `data-state` (a FieldState) */
const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-state='error'] { color: ${({ theme }) => theme.colors.danger}; }
  &[data-state='success'] { color: ${({ theme }) => theme.colors.success}; }
`;

/**
 * The underline look shared by inputs, selects and textareas; the control takes `data-state` (a
 * FieldState). The focus rule comes after the success one, which it overrides.
 */
export const controlStyles = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl} ${theme.space.xs} 0`};
  border: none;
  border-bottom: ${({ theme }) => `${theme.borders.thin} solid ${theme.colors.border}`};
  border-radius: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &[data-state='success'] { border-bottom-color: ${({ theme }) => theme.colors.success}; }
  &[data-state='error'] { border-bottom-color: ${({ theme }) => theme.colors.danger}; }
  &:focus {
    outline: none;
    box-shadow: none;
    border-bottom: ${({ theme }) => `${theme.borders.thick} solid ${theme.colors.primary}`};
  }
  &[data-state='error']:focus { border-bottom-color: ${({ theme }) => theme.colors.danger}; }
  &:read-only:not(select) { color: ${({ theme }) => theme.colors.textMuted}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; }
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
        <Label htmlFor={inputId} data-state={state}>
          {label}
        </Label>
      )}
      {children}
      {state === 'success' && checkPlacement !== 'none' && (
        <Check data-placement={checkPlacement}>
          <Icon name="check" title={messages.form.valid} size="fill" />
        </Check>
      )}
      {/* an error said elsewhere (PeriodFilter: one under both dates) draws nothing here */}
      {state === 'error' && error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <HintText id={hintId}>{hint}</HintText>}
    </Wrapper>
  );
}
