// The products screens of the admin remote, by their path (remote-admin/src/paths.ts); routes.tsx mounts them.
import type { ComponentType } from 'react';
import { productPaths } from '../../paths';
import { CreateProduct } from './components/CreateProduct';
import { EditProduct } from './components/EditProduct';
import { ProductsList } from './components/ProductsList';

export const productScreens: Record<string, ComponentType> = {
  [productPaths.list]: ProductsList,
  [productPaths.create]: CreateProduct,
  [productPaths.edit]: EditProduct,
};
