// The tires screens of the admin remote, by their path (remote-admin/src/paths.ts); routes.tsx mounts them.
import type { ComponentType } from 'react';
import { tirePaths } from '../../paths';
import { CreateTire } from './components/CreateTire';
import { EditTire } from './components/EditTire';
import { TiresList } from './components/TiresList';

export const tireScreens: Record<string, ComponentType> = {
  [tirePaths.list]: TiresList,
  [tirePaths.create]: CreateTire,
  [tirePaths.edit]: EditTire,
};
