// The user screens of the admin remote, by their path (remote-admin/src/paths.ts); routes.tsx mounts them.
import type { ComponentType } from 'react';
import { userPaths } from '../../paths';
import { CreateUser } from './components/CreateUser';
import { EditUser } from './components/EditUser';
import { UsersList } from './components/UsersList';

export const userScreens: Record<string, ComponentType> = {
  [userPaths.list]: UsersList,
  [userPaths.create]: CreateUser,
  [userPaths.edit]: EditUser,
};
