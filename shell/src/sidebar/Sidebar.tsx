// SPEC 2.1: sidebar 260 px, 80 px in mini mode on desktop; below 960 px a drawer opened from the top bar.
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { DEFAULT_ROUTE } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Icon, useModalFocus } from '@portal/shared-ui';
import { messages } from '../messages';
import { menuFor, useRouteTable } from '../routes/table';
import { SIDEBAR_IMAGES, useAppearance } from '../settings/appearance';
import { SidebarMenu } from './SidebarMenu';
import { UserMenu } from './UserMenu';

const Aside = styled.aside<{ $width: number; $bg: string; $fg: string; $image: string | null; $overlay: number; $drawer: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  z-index: ${({ theme, $drawer }) => ($drawer ? theme.zIndex.drawer : theme.zIndex.sidebar)};
  width: ${({ $width }) => $width}px;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ $image, $bg }) => ($image ? `url("${$image}") center / cover` : $bg)};
  color: ${({ $fg }) => $fg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: width ${({ theme }) => theme.transitions.normal};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
    background: ${({ $bg }) => $bg};
    opacity: ${({ $image, $overlay }) => ($image ? $overlay : 1)};
  }
  > * { position: relative; z-index: 1; }
`;

const Brand = styled(Link)`
  display: block;
  margin: 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border-bottom: ${({ theme }) => `${theme.borders.thin} solid ${theme.sidebar.divider}`};
  color: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  text-decoration: none;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Nav = styled.nav`
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xxl}`};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer - 1};
  background: ${({ theme }) => theme.colors.backdrop};
`;

export interface SidebarProps {
  mini: boolean;
  /** below 960 px: a drawer, drawn only while open */
  mobile: boolean;
  open: boolean;
  onClose(): void;
}

export function Sidebar({ mini, mobile, open, onClose }: SidebarProps) {
  const theme = useTheme();
  const user = useSession((s) => s.user);
  const table = useRouteTable();
  // the shell's pages and the screens the remotes declare: a remote's list arriving redraws it
  const menu = useMemo(() => menuFor(table, user?.profiles_id), [table, user?.profiles_id]);
  const { color, background, showImage, image } = useAppearance();
  // the phone's drawer is a modal: the focus goes in, Tab stays in it, Escape closes it and
  // the focus returns to 'Abrir menú'; not when a link in it moved the person to another page (the
  // new page's heading takes the focus then, layouts/focusOnNavigation.ts)
  const drawer = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const path = useRef(pathname);
  const openedAt = useRef(pathname);
  path.current = pathname;
  useEffect(() => {
    if (mobile && open) openedAt.current = path.current;
  }, [mobile, open]);
  const onDrawerKeyDown = useModalFocus(drawer, mobile && open, onClose, { shouldRestore: () => path.current === openedAt.current });
  if (mobile && !open) return null;
  const bg = theme.sidebar.backgrounds[background];
  const width = mini ? theme.sidebar.miniWidth : theme.sidebar.width;
  return (
    <>
      {mobile && <Backdrop onClick={onClose} aria-hidden />}
      <Aside
        ref={drawer}
        aria-label={messages.admin.sidebarLabel}
        {...(mobile ? { role: 'dialog', 'aria-modal': true, tabIndex: -1, onKeyDown: onDrawerKeyDown } : {})}
        data-mini={mini}
        $width={width}
        $bg={bg.background}
        $fg={bg.text}
        $image={showImage ? SIDEBAR_IMAGES[image] ?? null : null}
        $overlay={bg.overlayOpacity}
        $drawer={mobile}
      >
        <Brand to={DEFAULT_ROUTE} aria-label={messages.appName}>
          {mini ? messages.appNameShort : messages.appName}
        </Brand>
        {mobile && (
          <CloseButton type="button" aria-label={messages.admin.closeDrawer} onClick={onClose}>
            <Icon name="close" />
          </CloseButton>
        )}
        {user && <UserMenu user={user} mini={mini} />}
        <Nav aria-label={messages.admin.navLabel}>
          <SidebarMenu items={menu} mini={mini} accent={theme.sidebar.colors[color]} />
        </Nav>
      </Aside>
    </>
  );
}
