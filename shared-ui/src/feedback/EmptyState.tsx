import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { Icon, type IconName } from '../layout/Icon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A quiet "nothing here" panel, e.g. a grid without products. */
export function EmptyState({ children = messages.empty, icon = 'list' }: { children?: ReactNode; icon?: IconName }) {
  return (
    <Box>
      <Icon name={icon} size="lg" />
      <p>{children}</p>
    </Box>
  );
}
