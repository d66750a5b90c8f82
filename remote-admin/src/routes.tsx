// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (screens.ts) before mounting it.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/shared-ui';
import { screens } from './screens';
import { brandPaths, categoryPaths, cityPaths, designPaths } from './paths';
import { CitiesList } from './features/cities/components/CitiesList';
import { CreateCity } from './features/cities/components/CreateCity';
import { EditCity } from './features/cities/components/EditCity';
import { BrandsList } from './features/brands/components/BrandsList';
import { CreateBrand } from './features/brands/components/CreateBrand';
import { EditBrand } from './features/brands/components/EditBrand';
import { DesignsList } from './features/designs/components/DesignsList';
import { CreateDesign } from './features/designs/components/CreateDesign';
import { EditDesign } from './features/designs/components/EditDesign';
import { CategoriesList } from './features/categories/components/CategoriesList';
import { CreateCategory } from './features/categories/components/CreateCategory';
import { EditCategory } from './features/categories/components/EditCategory';
import { tireScreens } from './features/tires';
import { productScreens } from './features/products';
import { slideScreens } from './features/slides';
import { subsidiaryScreens } from './features/subsidiaries';
import { profileScreens } from './features/profiles';
import { userScreens } from './features/users';
import { reportScreens } from './features/reports';
import { invoiceScreens } from './features/invoices';

/** The component of each screen screens.ts declares (routes.test.tsx: one for every one, and no other). */
export const components: Record<string, ComponentType> = {
  [cityPaths.list]: CitiesList,
  [cityPaths.create]: CreateCity,
  [cityPaths.edit]: EditCity,
  [brandPaths.list]: BrandsList,
  [brandPaths.create]: CreateBrand,
  [brandPaths.edit]: EditBrand,
  [designPaths.list]: DesignsList,
  [designPaths.create]: CreateDesign,
  [designPaths.edit]: EditDesign,
  [categoryPaths.list]: CategoriesList,
  [categoryPaths.create]: CreateCategory,
  [categoryPaths.edit]: EditCategory,
  ...tireScreens,
  ...productScreens,
  ...slideScreens,
  ...subsidiaryScreens,
  ...profileScreens,
  ...userScreens,
  ...reportScreens,
  ...invoiceScreens,
};

export default function AdminRoutes() {
  return <RemoteRoutes screens={screens} components={components} />;
}
