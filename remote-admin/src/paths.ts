// The admin remote's screens, as the team brief's route table names them (shared-auth PORTAL_ROUTES).
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
} as const;
