// The admin remote's screens, as the team brief's route table names them (their declarations: src/screens.ts).
// Absolute paths navigate; routes.tsx mounts them relative to /admin.
import { generatePath } from 'react-router-dom';

export const cityPaths = {
  list: '/admin/list-cities',
  create: '/admin/create-city',
  edit: '/admin/edit-city/:id',
} as const;

export const editCityPath = (id: number | string) => generatePath(cityPaths.edit, { id: String(id) });

export const userPaths = {
  list: '/admin/list-users',
  create: '/admin/create-user',
  edit: '/admin/edit-users/:id',
} as const;

export const editUserPath = (id: number | string) => generatePath(userPaths.edit, { id: String(id) });

export const brandPaths = {
  list: '/admin/list-brands',
  create: '/admin/create-brand',
  edit: '/admin/edit-brand/:id',
} as const;

export const editBrandPath = (id: number | string) => generatePath(brandPaths.edit, { id: String(id) });

export const designPaths = {
  list: '/admin/list-designs',
  create: '/admin/create-design',
  edit: '/admin/edit-design/:id',
} as const;

export const editDesignPath = (id: number | string) => generatePath(designPaths.edit, { id: String(id) });

export const categoryPaths = {
  list: '/admin/list-categories',
  create: '/admin/create-category',
  edit: '/admin/edit-category/:id',
} as const;

export const editCategoryPath = (id: number | string) => generatePath(categoryPaths.edit, { id: String(id) });

export const tirePaths = {
  list: '/admin/list-tires',
  create: '/admin/create-tire',
  edit: '/admin/edit-tire/:id',
} as const;

export const editTirePath = (id: number | string) => generatePath(tirePaths.edit, { id: String(id) });

export const productPaths = {
  list: '/admin/list-products',
  create: '/admin/create-product',
  edit: '/admin/edit-product/:id',
} as const;

export const editProductPath = (id: number | string) => generatePath(productPaths.edit, { id: String(id) });

export const slidePaths = {
  list: '/admin/list-slides',
  create: '/admin/create-slide',
} as const;

export const subsidiaryPaths = {
  list: '/admin/list-subsidiaries',
  create: '/admin/create-subsidiary',
  edit: '/admin/edit-subsidiary/:id',
} as const;

export const editSubsidiaryPath = (id: number | string) => generatePath(subsidiaryPaths.edit, { id: String(id) });

export const profilePaths = {
  list: '/admin/profiles-list',
  create: '/admin/create-profile',
  edit: '/admin/edit-profile/:id',
} as const;

export const editProfilePath = (id: number | string) => generatePath(profilePaths.edit, { id: String(id) });

export const invoicePaths = {
  list: '/admin/invoices-list',
} as const;

/** the review remote's 'Detalle de Factura' (SPEC 2.4, 2.9), where a row's 'Detalles' goes (absolute: the shell routes it) */
export const invoiceDetailsPath = (id: number | string) => generatePath('/admin/invoice-details/:id', { id: String(id) });

export const reportPaths = {
  points: '/admin/points',
  invoices: '/admin/invoices',
  audit: '/admin/audit-log',
} as const;
