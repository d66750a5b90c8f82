// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (canOpen) before mounting it.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PORTAL_ROUTES } from '@portal/shared-auth';
import { PlaceholderScreen } from './components/PlaceholderScreen';
import { cityPaths } from './paths';
import { CitiesList } from './features/cities/components/CitiesList';
import { CreateCity } from './features/cities/components/CreateCity';
import { EditCity } from './features/cities/components/EditCity';

/** The screens built so far; every other admin route of PORTAL_ROUTES shows the placeholder. */
const screens: Record<string, ComponentType> = {
  [cityPaths.list]: CitiesList,
  [cityPaths.create]: CreateCity,
  [cityPaths.edit]: EditCity,
};

const relative = (path: string) => path.replace(/^\/admin\//, '');

export default function AdminRoutes() {
  return (
    <Routes>
      {PORTAL_ROUTES.filter((r) => r.owner === 'admin').map(({ path, title }) => {
        const Screen = screens[path];
        return <Route key={path} path={relative(path)} element={Screen ? <Screen /> : <PlaceholderScreen title={title} />} />;
      })}
    </Routes>
  );
}
