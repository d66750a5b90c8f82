// The profile screens of the admin remote, by their path (remote-admin/src/paths.ts); routes.tsx mounts them.
import type { ComponentType } from 'react';
import { profilePaths } from '../../paths';
import { CreateProfile } from './components/CreateProfile';
import { EditProfile } from './components/EditProfile';
import { ProfilesList } from './components/ProfilesList';

export const profileScreens: Record<string, ComponentType> = {
  [profilePaths.list]: ProfilesList,
  [profilePaths.create]: CreateProfile,
  [profilePaths.edit]: EditProfile,
};
