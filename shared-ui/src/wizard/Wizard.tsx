// SPEC 2.3 / 4: a form in steps with Siguiente, Atrás and Guardar. Forward only once the step
// validates (the caller's `canLeave` marks the failing fields); Guardar on the last step finishes.
// Below 600 px (SPEC 9 wizard breakpoint) the step names fold into numbered markers and the buttons
// stack at full width. The step's title takes the focus on every change, so a keyboard or screen
// reader user hears where they are.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FormColumns, FormWide } from '../forms/FormLayout';
import { messages } from '../messages';
import { Button } from '../layout/Button';
import { Card, CardBody, CardHeader } from '../layout/Card';
import type { IconName } from '../layout/Icon';
import { VisuallyHidden } from '../layout/VisuallyHidden';

type MarkerState = 'done' | 'current' | 'todo';

const StepList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: MarkerState }>`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.borders.thick} solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.divider : theme.colors.rose)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.heading : theme.colors.textMuted)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fonts.weights.medium : theme.fonts.weights.regular)};
  ${({ theme }) => theme.media.smDown} {
    flex: 0 0 auto;
    border-bottom: none;
  }
`;

const Marker = styled.span<{ $state: MarkerState }>`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.pageButton};
  height: ${({ theme }) => theme.sizes.pageButton};
  border-radius: ${({ theme }) => theme.radii.circle};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  ${({ theme, $state }) =>
    $state === 'todo'
      ? css`
          background: ${theme.colors.divider};
          color: ${theme.colors.textMuted};
        `
      : css`
          background: ${theme.gradients.rose};
          color: ${theme.colors.white};
        `}
`;

/** the names of the other steps give way to their numbers on a phone */
const StepName = styled.span<{ $current: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.smDown} {
    display: ${({ $current }) => ($current ? 'inline' : 'none')};
    white-space: normal;
  }
`;

const Position = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StepTitle = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  color: ${({ theme }) => theme.colors.heading};
  &:focus { outline: none; }
  &:focus-visible { box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  > :only-child { margin-left: auto; }
  ${({ theme }) => theme.media.smDown} {
    flex-direction: column-reverse;
    align-items: stretch;
    > * { width: 100%; margin: 0; }
  }
`;

/** The fields of a step, in the kit's field grid: one column on a phone, two from 600 px (SPEC 2.3 breakpoint). */
export const WizardFields = FormColumns;

/** A field that takes the whole row of WizardFields (an image picker, a long text). */
export const WizardWide = FormWide;

export interface WizardStep {
  /** SPEC 2.3: 'Información General', 'Credenciales', 'Perfil' */
  title: string;
  content: ReactNode;
}

export interface WizardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconName;
  steps: readonly WizardStep[];
  /**
   * May the person leave step `index` forward (Siguiente, or Guardar on the last step)? The caller
   * marks the step's failing fields; false keeps the person on the step.
   */
  canLeave(index: number): boolean | Promise<boolean>;
  /** Guardar on the last step, once it validated */
  onFinish(): void;
  /** the save is on its way: Guardar waits and says so, nothing can be pressed twice */
  sending?: boolean;
  /** after a success: every button stays disabled until the caller leaves the screen */
  locked?: boolean;
  /** what shows above the buttons: the red or green panel of the last save */
  status?: ReactNode;
}

export function Wizard({ title, subtitle, icon = 'person', steps, canLeave, onFinish, sending = false, locked = false, status }: WizardProps) {
  const t = messages.wizard;
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const stepTitleId = useId();
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const last = index === steps.length - 1;
  const busy = sending || locked;

  useEffect(() => {
    // not on the first paint: the page's own heading comes first
    if (moved.current) stepTitle.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  // the step's rules may still be on their way (a form's lazySchema): the answer is awaited
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !(await canLeave(index))) return;
    if (last) onFinish();
    else go(index + 1);
  };

  const markerState = (i: number): MarkerState => (i < index ? 'done' : i === index ? 'current' : 'todo');

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader title={title} subtitle={subtitle} icon={icon} color="rose" titleId={titleId} />
      <CardBody>
        <StepList aria-label={t.steps}>
          {steps.map((step, i) => (
            <StepItem key={step.title} $state={markerState(i)} aria-current={i === index ? 'step' : undefined}>
              <Marker $state={markerState(i)} aria-hidden>
                {i + 1}
              </Marker>
              <StepName $current={i === index}>{step.title}</StepName>
              {i < index && <VisuallyHidden>{` (${t.done})`}</VisuallyHidden>}
            </StepItem>
          ))}
        </StepList>
        <form noValidate aria-labelledby={stepTitleId} onSubmit={(e) => void submit(e)}>
          <Position>{t.stepOf(index + 1, steps.length)}</Position>
          <StepTitle id={stepTitleId} ref={stepTitle} tabIndex={-1}>
            {steps[index].title}
          </StepTitle>
          {steps[index].content}
          {status}
          <Actions>
            {index > 0 && (
              <Button variant="default" disabled={busy} onClick={() => go(index - 1)}>
                {t.back}
              </Button>
            )}
            <Button type="submit" variant="rose" disabled={busy} aria-busy={sending || undefined}>
              {last ? (sending ? t.sending : t.finish) : t.next}
            </Button>
          </Actions>
        </form>
      </CardBody>
    </Card>
  );
}
