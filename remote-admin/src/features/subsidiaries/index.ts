// The branch screens of the admin remote, by their path (remote-admin/src/paths.ts); routes.tsx mounts them.
import type { ComponentType } from 'react';
import { subsidiaryPaths } from '../../paths';
import { CreateSubsidiary } from './components/CreateSubsidiary';
import { EditSubsidiary } from './components/EditSubsidiary';
import { SubsidiariesList } from './components/SubsidiariesList';

export const subsidiaryScreens: Record<string, ComponentType> = {
  [subsidiaryPaths.list]: SubsidiariesList,
  [subsidiaryPaths.create]: CreateSubsidiary,
  [subsidiaryPaths.edit]: EditSubsidiary,
};
