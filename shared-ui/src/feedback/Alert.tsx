import type { ReactNode } from 'react';
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

/**
 * SPEC 2.8 / 8: the red panel on failure ('danger', announced at once: role="alert") and the green
 * one on success ('success', role="status").
 */
export function Alert({ variant, children }: { variant: AlertVariant; children: ReactNode }) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <Panel $variant={variant} role={urgent ? 'alert' : 'status'}>
      <Icon name={variant === 'success' ? 'check' : variant === 'info' ? 'list' : 'warning'} />
      <Text>{children}</Text>
    </Panel>
  );
}
