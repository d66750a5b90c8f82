import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { Tone } from '../theme/theme';
import { Icon, type IconName } from '../layout/Icon';
import { useModalFocus } from './useModalFocus';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialogWidth};
  max-height: ${({ theme }) => theme.sizes.dialogMaxHeight};
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  text-align: center;
`;

const Badge = styled.div<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Title = styled.h2`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.xl};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  color: ${({ theme }) => theme.colors.heading};
`;

const Body = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export type DialogTone = 'warning' | 'success' | 'danger' | 'info';
const badgeIcon: Record<DialogTone, IconName> = { warning: 'warning', success: 'check', danger: 'error', info: 'list' };

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** the dialog's buttons; the one marked `data-autofocus`, else the first, gets the focus when it opens */
  actions: ReactNode;
  /** Escape (and the caller's cancel button) */
  onClose(): void;
  /** a coloured icon above the title, as SweetAlert's warning / success / error */
  tone?: DialogTone;
}

/**
 * An accessible modal (role="dialog", aria-modal): focus moves into it, Tab stays inside, Escape
 * closes it, and the focus goes back where it was. Drawn in a portal over the whole page.
 */
export function Dialog({ open, title, children, actions, onClose, tone }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // the one way a modal handles the keyboard (useModalFocus): focus in (data-autofocus
  // first), Tab kept inside, Escape closes, the focus back where it was
  const onKeyDown = useModalFocus(panel, open, onClose);

  if (!open) return null;

  return createPortal(
    <Backdrop>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {tone && (
          <Badge $tone={tone}>
            <Icon name={badgeIcon[tone]} size="xxl" />
          </Badge>
        )}
        <Title id={titleId}>{title}</Title>
        {children && <Body id={bodyId}>{children}</Body>}
        <Actions>{actions}</Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
