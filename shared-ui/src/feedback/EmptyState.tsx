import type { ReactNode } from 'react';
import { messages } from '../messages';
import { CenteredBlock } from './CenteredBlock';
import { Icon, type IconName } from '../layout/Icon';

/** A quiet "nothing here" panel, e.g. a grid without products. */
export function EmptyState({ children = messages.empty, icon = 'list' }: { children?: ReactNode; icon?: IconName }) {
  return (
    <CenteredBlock>
      <Icon name={icon} size="lg" />
      <p>{children}</p>
    </CenteredBlock>
  );
}
