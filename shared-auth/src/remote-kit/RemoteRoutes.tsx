// What each remote exposes as './routes' is built here once: the remote's routes of PORTAL_ROUTES,
// relative to /admin (the shell mounts them at /admin/*), the placeholder for screens not built
// yet, and a footer with the remote's build label so a redeploy of one remote is visible.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from '@portal/contract';
import { PORTAL_ROUTES } from '../routes';
import { PlaceholderScreen } from './PlaceholderScreen';
import { remoteKitMessages as messages } from './messages';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  text-align: end;
`;

const relative = (path: string) => path.replace(/^\/admin\//, '');

export interface RemoteRoutesProps {
  owner: RemoteName;
  /** absolute route path of PORTAL_ROUTES -> its screen; the others show the placeholder */
  screens: Record<string, ComponentType>;
  /** the remote's own build label (DefinePlugin in the remote's bundle, not the shell's) */
  buildLabel?: string;
}

/**
 * The footer under a remote's screen: the remote's name and build label. Exported for the catalogue's
 * first-screen bundle (shell/src/products-app), which draws the remote's screen without its routes.
 */
export function RemoteFooter({ owner, buildLabel }: { owner: RemoteName; buildLabel?: string }) {
  if (!buildLabel) return null;
  return (
    <Footer>
      {messages.moduleName[owner]} · {messages.version} {buildLabel}
    </Footer>
  );
}

export function RemoteRoutes({ owner, screens, buildLabel }: RemoteRoutesProps) {
  return (
    <>
      <Routes>
        {PORTAL_ROUTES.filter((r) => r.owner === owner).map(({ path, title }) => {
          const Screen = screens[path];
          return <Route key={path} path={relative(path)} element={Screen ? <Screen /> : <PlaceholderScreen title={title} />} />;
        })}
      </Routes>
      <RemoteFooter owner={owner} buildLabel={buildLabel} />
    </>
  );
}
