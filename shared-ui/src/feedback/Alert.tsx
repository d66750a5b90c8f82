import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../layout/Icon';
import { useFocusIfLost } from './focusIfLost';

/** errors are not an Alert's: they are ErrorPanel's (SPEC 2.8 / 8) */
export type AlertVariant = 'success' | 'info' | 'warning';

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
  /** the answer to a send whose button is disabled while it runs: takes a focus that was lost */
  focusIfLost?: boolean;
}

/**
 * A panel that is not an error (those are ErrorPanel's): SPEC 2.8's green one on success ('success',
 * role="status"), a note ('info', role="status") and a warning the person must hear at once
 * ('warning', role="alert").
 */
export function Alert({ variant, children, focusIfLost = false }: AlertProps) {
  const focus = useFocusIfLost<HTMLDivElement>(focusIfLost);
  return (
    <Panel ref={focus.ref} tabIndex={focus.tabIndex} $variant={variant} role={variant === 'warning' ? 'alert' : 'status'}>
      <Icon name={variant === 'success' ? 'check' : variant === 'info' ? 'list' : 'warning'} />
      <Text>{children}</Text>
    </Panel>
  );
}
