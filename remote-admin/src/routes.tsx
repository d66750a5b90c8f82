// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (canOpen) before mounting it.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/shared-auth';
import { cityPaths, userPaths } from './paths';
import { CitiesList } from './features/cities/components/CitiesList';
import { CreateCity } from './features/cities/components/CreateCity';
import { EditCity } from './features/cities/components/EditCity';
import { CreateUser } from './features/users/components/CreateUser';

/** The screens built so far; every other admin route of PORTAL_ROUTES shows the placeholder. */
const screens: Record<string, ComponentType> = {
  [cityPaths.list]: CitiesList,
  [cityPaths.create]: CreateCity,
  [cityPaths.edit]: EditCity,
  [userPaths.create]: CreateUser,
};

export default function AdminRoutes() {
  return <RemoteRoutes owner="admin" screens={screens} buildLabel={process.env.PORTAL_BUILD_LABEL} />;
}
