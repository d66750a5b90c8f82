import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { Button } from '../layout/Button';
import { Icon } from '../layout/Icon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.xl};
  border-left: ${({ theme }) => theme.borders.accent} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.p`
  margin: 0;
`;

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** shows 'Reintentar' when given */
  onRetry?: () => void;
  /** another way on, under the message (e.g. a link home) */
  action?: ReactNode;
}

/** A Spanish error panel with a retry: a remote that failed to load, a list that could not be read. */
export function ErrorPanel({ title = messages.error.title, message, onRetry, action }: ErrorPanelProps) {
  return (
    <Box role="alert">
      <Icon name="error" size="lg" />
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Button variant="danger" round onClick={onRetry}>
          {messages.error.retry}
        </Button>
      )}
      {action}
    </Box>
  );
}
