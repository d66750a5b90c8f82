// SPEC 2.1 /auth layout: the auth pages on a full-page background; top bar with a mobile drawer.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuLink } from '@portal/contract';
import { Icon, useModalFocus } from '@portal/shared-ui';
import background from '../assets/auth-background.svg';
import { authMessages as messages } from '../messages';
import { authMenu, authRouteTitle } from '../routes/own';
import { useIsMobile } from './useViewportWidth';

const Page = styled.div`
  position: relative;
  min-height: 100vh;
  background: url("${background}") center / cover no-repeat;
  color: ${({ theme }) => theme.colors.white};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.backdrop};
  }
  > * { position: relative; }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const Brand = styled(Link)`
  margin-inline-end: auto;
  color: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  text-decoration: none;
  text-transform: uppercase;
`;

const Links = styled.ul<{ $drawer: boolean }>`
  display: flex;
  flex-direction: ${({ $drawer }) => ($drawer ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ $drawer, theme }) => ($drawer ? theme.colors.text : 'inherit')};
    text-decoration: none;
  }
  a.active { background: ${({ theme }) => theme.colors.rowHover}; color: ${({ theme }) => theme.colors.text}; }
`;

const Drawer = styled.nav`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  width: ${({ theme }) => theme.sidebar.width}px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

const IconButton = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Content = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
`;

function AuthLinks({ drawer }: { drawer: boolean }) {
  // SPEC 6: without a profile, the auth menu (from the auth part of the route table alone)
  const links = authMenu().filter((i): i is MenuLink => i.kind === 'link' && !i.hidden);
  return (
    <Links $drawer={drawer}>
      {links.map((l) => (
        <li key={l.path}>
          <NavLink to={l.path}>{l.label}</NavLink>
        </li>
      ))}
    </Links>
  );
}

export function AuthLayout() {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const title = authRouteTitle(pathname);
    document.title = title ? `${title} | ${messages.appName}` : messages.appName;
  }, [pathname]);
  useEffect(() => {
    if (!mobile) setOpen(false);
  }, [mobile]);
  // the phone's drawer is a dialog: focus in, Tab kept inside, Escape closes, focus back to the menu button
  const drawer = useRef<HTMLElement>(null);
  const onDrawerKeyDown = useModalFocus(drawer, mobile && open, () => setOpen(false));

  return (
    <Page>
      <Bar>
        <Brand to="/auth/login-page">{messages.appName}</Brand>
        {mobile ? (
          <IconButton type="button" aria-label={messages.auth.menuOpen} aria-expanded={open} onClick={() => setOpen(true)}>
            <Icon name="menu" />
          </IconButton>
        ) : (
          <nav aria-label={messages.auth.navLabel}>
            <AuthLinks drawer={false} />
          </nav>
        )}
      </Bar>
      {mobile && open && (
        <Drawer ref={drawer} role="dialog" aria-modal="true" aria-label={messages.auth.navLabel} tabIndex={-1} onKeyDown={onDrawerKeyDown}>
          <IconButton type="button" aria-label={messages.auth.menuClose} onClick={() => setOpen(false)}>
            <Icon name="close" />
          </IconButton>
          <AuthLinks drawer />
        </Drawer>
      )}
      <Content>
        <Outlet />
      </Content>
    </Page>
  );
}
