// The slides screens of the admin remote, by their path (remote-admin/src/paths.ts); routes.tsx mounts them.
import type { ComponentType } from 'react';
import { slidePaths } from '../../paths';
import { CreateSlide } from './components/CreateSlide';
import { SlidesList } from './components/SlidesList';

export const slideScreens: Record<string, ComponentType> = {
  [slidePaths.list]: SlidesList,
  [slidePaths.create]: CreateSlide,
};
