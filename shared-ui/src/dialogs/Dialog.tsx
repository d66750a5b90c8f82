import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { Tone } from '../theme/theme';
import { Icon, type IconName } from '../layout/Icon';

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

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    // a button marked data-autofocus (a safe default such as 'Cancelar') wins over document order
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => before?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

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
