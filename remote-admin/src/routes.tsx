// Exposed as './routes' (docs/adr/0018): the shell mounts it at /admin/*, so every path here is
// relative. The shell already checked the profile (screens.ts) before mounting it. Each screen's
// code is a chunk of its own, named after its path (contract screenChunkName), which the build lists
// and the api names in the page of that path: a page of this remote downloads its own screen only.
import type { ComponentType } from 'react';
import { lazyScreen, RemoteRoutes } from '@portal/shared-ui';
import { screens } from './screens';
import { brandPaths, categoryPaths, cityPaths, designPaths, invoicePaths, productPaths, profilePaths, reportPaths, slidePaths, subsidiaryPaths, tirePaths, userPaths } from './paths';

/** The component of each screen screens.ts declares (routes.test.tsx: one for every one, and no other). */
export const components: Record<string, ComponentType> = {
  [slidePaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-slides" */ './features/slides/components/SlidesList'), (m) => m.SlidesList),
  [slidePaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-slide" */ './features/slides/components/CreateSlide'), (m) => m.CreateSlide),
  [userPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-users" */ './features/users/components/UsersList'), (m) => m.UsersList),
  [userPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-user" */ './features/users/components/CreateUser'), (m) => m.CreateUser),
  [userPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-users" */ './features/users/components/EditUser'), (m) => m.EditUser),
  [cityPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-cities" */ './features/cities/components/CitiesList'), (m) => m.CitiesList),
  [cityPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-city" */ './features/cities/components/CreateCity'), (m) => m.CreateCity),
  [cityPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-city" */ './features/cities/components/EditCity'), (m) => m.EditCity),
  [subsidiaryPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-subsidiaries" */ './features/subsidiaries/components/SubsidiariesList'), (m) => m.SubsidiariesList),
  [subsidiaryPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-subsidiary" */ './features/subsidiaries/components/CreateSubsidiary'), (m) => m.CreateSubsidiary),
  [subsidiaryPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-subsidiary" */ './features/subsidiaries/components/EditSubsidiary'), (m) => m.EditSubsidiary),
  [profilePaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-profiles-list" */ './features/profiles/components/ProfilesList'), (m) => m.ProfilesList),
  [profilePaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-profile" */ './features/profiles/components/CreateProfile'), (m) => m.CreateProfile),
  [profilePaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-profile" */ './features/profiles/components/EditProfile'), (m) => m.EditProfile),
  [brandPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-brands" */ './features/brands/components/BrandsList'), (m) => m.BrandsList),
  [brandPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-brand" */ './features/brands/components/CreateBrand'), (m) => m.CreateBrand),
  [brandPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-brand" */ './features/brands/components/EditBrand'), (m) => m.EditBrand),
  [designPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-designs" */ './features/designs/components/DesignsList'), (m) => m.DesignsList),
  [designPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-design" */ './features/designs/components/CreateDesign'), (m) => m.CreateDesign),
  [designPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-design" */ './features/designs/components/EditDesign'), (m) => m.EditDesign),
  [tirePaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-tires" */ './features/tires/components/TiresList'), (m) => m.TiresList),
  [tirePaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-tire" */ './features/tires/components/CreateTire'), (m) => m.CreateTire),
  [tirePaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-tire" */ './features/tires/components/EditTire'), (m) => m.EditTire),
  [categoryPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-categories" */ './features/categories/components/CategoriesList'), (m) => m.CategoriesList),
  [categoryPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-category" */ './features/categories/components/CreateCategory'), (m) => m.CreateCategory),
  [categoryPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-category" */ './features/categories/components/EditCategory'), (m) => m.EditCategory),
  [productPaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-list-products" */ './features/products/components/ProductsList'), (m) => m.ProductsList),
  [productPaths.create]: lazyScreen(() => import(/* webpackChunkName: "screen-create-product" */ './features/products/components/CreateProduct'), (m) => m.CreateProduct),
  [productPaths.edit]: lazyScreen(() => import(/* webpackChunkName: "screen-edit-product" */ './features/products/components/EditProduct'), (m) => m.EditProduct),
  [invoicePaths.list]: lazyScreen(() => import(/* webpackChunkName: "screen-invoices-list" */ './features/invoices/components/InvoicesList'), (m) => m.InvoicesList),
  [reportPaths.points]: lazyScreen(() => import(/* webpackChunkName: "screen-points" */ './features/reports/components/PointsReport'), (m) => m.PointsReport),
  [reportPaths.invoices]: lazyScreen(() => import(/* webpackChunkName: "screen-invoices" */ './features/reports/components/InvoicesReport'), (m) => m.InvoicesReport),
  [reportPaths.audit]: lazyScreen(() => import(/* webpackChunkName: "screen-audit-log" */ './features/audit/components/AuditLog'), (m) => m.AuditLog),
};

export default function AdminRoutes() {
  return <RemoteRoutes screens={screens} components={components} />;
}
