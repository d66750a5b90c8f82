// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (canOpen) before mounting it.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PORTAL_ROUTES } from '@portal/shared-auth';
import { PlaceholderScreen } from './components/PlaceholderScreen';
import { reviewPaths } from './paths';
import { RedeemList } from './features/redemptions/components/RedeemList';

/** The screens built so far; every other review route of PORTAL_ROUTES shows the placeholder. */
const screens: Record<string, ComponentType> = {
  [reviewPaths.redeemList]: RedeemList,
};

const relative = (path: string) => path.replace(/^\/admin\//, '');

export default function ReviewRoutes() {
  return (
    <Routes>
      {PORTAL_ROUTES.filter((r) => r.owner === 'review').map(({ path, title }) => {
        const Screen = screens[path];
        return <Route key={path} path={relative(path)} element={Screen ? <Screen /> : <PlaceholderScreen title={title} />} />;
      })}
    </Routes>
  );
}
