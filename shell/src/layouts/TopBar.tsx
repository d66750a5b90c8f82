// SPEC 2.1: the admin top bar with the page title; the drawer button on mobile, the mini toggle on desktop.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@portal/shared-ui';
import { messages } from '../messages';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.topBar};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.pageBackground};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  color: ${({ theme }) => theme.colors.heading};
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.roundButton};
  height: ${({ theme }) => theme.sizes.roundButton};
  border: none;
  border-radius: ${({ theme }) => theme.radii.circle};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.text}; color: ${({ theme }) => theme.colors.white}; }
`;

export interface TopBarProps {
  title: string;
  mobile: boolean;
  mini: boolean;
  drawerOpen: boolean;
  onToggleMini(): void;
  onOpenDrawer(): void;
  /** at the bar's end (the settings gear) */
  end?: ReactNode;
}

export function TopBar({ title, mobile, mini, drawerOpen, onToggleMini, onOpenDrawer, end }: TopBarProps) {
  return (
    <Bar>
      {mobile ? (
        <RoundButton type="button" aria-label={messages.admin.openDrawer} aria-expanded={drawerOpen} onClick={onOpenDrawer}>
          <Icon name="menu" />
        </RoundButton>
      ) : (
        <RoundButton type="button" aria-label={messages.admin.miniOn} aria-pressed={mini} onClick={onToggleMini}>
          <Icon name={mini ? 'list' : 'menu'} />
        </RoundButton>
      )}
      <Title>{title}</Title>
      {end}
    </Bar>
  );
}
