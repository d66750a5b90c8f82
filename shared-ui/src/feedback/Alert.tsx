import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../layout/Icon';

export type AlertVariant = 'danger' | 'success' | 'info' | 'warning';

const Panel = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $variant }) => theme.colors[$variant]};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Text = styled.div`
  flex: 1 1 auto;
  align-self: center;
`;

export interface AlertProps {
  variant: AlertVariant;
  children: ReactNode;
  /**
   * The answer to a button that is disabled while its action runs ('Guardar', 'Redimir',
   * 'Aprobar'): the browser drops the focus of a disabled button to <body>, so the panel that says
   * how it went takes the focus when it shows, if the focus is nowhere (or on that disabled button).
   * A person who moved on meanwhile keeps their focus.
   */
  focusIfLost?: boolean;
}

/**
 * SPEC 2.8 / 8: the red panel on failure ('danger', announced at once: role="alert") and the green
 * one on success ('success', role="status").
 */
export function Alert({ variant, children, focusIfLost = false }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusIfLost) return;
    // lost: on <body>, or still on the disabled button (Chromium moves it to <body> at its next frame)
    const active = document.activeElement;
    if (active === null || active === document.body || active.matches(':disabled')) panel.current?.focus();
  }, [focusIfLost]);
  return (
    <Panel ref={panel} tabIndex={focusIfLost ? -1 : undefined} $variant={variant} role={urgent ? 'alert' : 'status'}>
      <Icon name={variant === 'success' ? 'check' : variant === 'info' ? 'list' : 'warning'} />
      <Text>{children}</Text>
    </Panel>
  );
}
