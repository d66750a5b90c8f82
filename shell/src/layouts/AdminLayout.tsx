// SPEC 2.1 /admin layout (and its /rtl variant): session check, sidebar, top bar, settings panel.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { LOGOUT_ROUTE } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { Loading } from '@portal/shared-ui';
import { messages } from '../messages';
import { routeTitle, useRouteTable } from '../routes/table';
import { Sidebar } from '../sidebar/Sidebar';
import { SettingsPanel } from '../settings/SettingsPanel';
import { TopBar } from './TopBar';
import { useIsMobile } from './useViewportWidth';
import { useSessionCheck } from './useSessionCheck';
import { ConnectionBanner } from './ConnectionBanner';
import { OfflineBanner } from './OfflineBanner';
import { focusContentStart, useFocusOnNavigation } from './focusOnNavigation';

const Main = styled.div<{ $offset: number }>`
  min-height: 100vh;
  margin-inline-start: ${({ $offset }) => $offset}px;
  transition: margin ${({ theme }) => theme.transitions.normal};
`;

const Content = styled.main`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xxl}`};
  &:focus { outline: none; }
`;

/** the first stop of the keyboard, shown when it has the focus, to the page past the menu */
const SkipLink = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  transform: translateY(-200%);
  &:focus { transform: none; }
`;

const MAIN_ID = 'contenido-principal';

function AdminFrame({ rtl, retrying, children }: { rtl: boolean; retrying: boolean; children: ReactNode }) {
  const theme = useTheme();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [mini, setMini] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  // the link moves the focus itself: a '#' in the address would be a move to react-router
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    if (main.current) focusContentStart(main.current);
  };

  // SPEC 2.1: the drawer closes on navigation and once the window is at least 960 px wide.
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!mobile) setDrawerOpen(false);
  }, [mobile]);

  const miniNow = !mobile && mini;
  const offset = mobile ? 0 : miniNow ? theme.sidebar.miniWidth : theme.sidebar.width;
  const profilesId = useSession((s) => s.user?.profiles_id);
  const ownTitle = useRouteTable((s) => routeTitle(s, pathname, profilesId));
  const title = rtl ? messages.admin.rtlTitle : ownTitle ?? '';
  useEffect(() => {
    document.title = title ? `${title} | ${messages.appName}` : messages.appName;
  }, [title]);
  return (
    <div dir={rtl ? 'rtl' : 'ltr'}>
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToContent}>
        {messages.admin.skipToContent}
      </SkipLink>
      <Sidebar mini={miniNow} mobile={mobile} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Main $offset={offset}>
        <TopBar
          title={title}
          mobile={mobile}
          mini={miniNow}
          drawerOpen={drawerOpen}
          onToggleMini={() => setMini((m) => !m)}
          onOpenDrawer={() => setDrawerOpen(true)}
          end={<SettingsPanel />}
        />
        <ConnectionBanner retrying={retrying} />
        <OfflineBanner />
        <Content id={MAIN_ID} ref={main} tabIndex={-1}>
          {children}
        </Content>
      </Main>
    </div>
  );
}

export function AdminLayout({ rtl = false, children }: { rtl?: boolean; children?: ReactNode }) {
  const status = useSessionCheck();
  if (status === 'missing') return <Navigate to={LOGOUT_ROUTE} replace />;
  if (status === 'reading') return <Loading label={messages.checkingSession} />;
  // drawn while the stored session is being checked too (a round trip less before a page shows), and
  // while the check cannot reach the api (useSessionCheck.ts)
  return <AdminFrame rtl={rtl} retrying={status === 'retrying'}>{children ?? <Outlet />}</AdminFrame>;
}
