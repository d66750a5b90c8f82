// SPEC 2.2: the /auth part of the route table (PORTAL_ROUTES starts with it), with the menu of "no
// profile" (SPEC 6) and the pages' titles read from it alone: what the auth layout needs, and all of
// the table the login page's own bundle carries (issue 12).
import { findIn, menuOf, type MenuItem, type PortalRoute } from './route-table';

export const AUTH_ROUTES: readonly PortalRoute[] = [
  { path: '/auth/login-page', owner: 'shell', title: 'Iniciar Sesión', roles: 'public', menu: { auth: { order: 1 } } },
  {
    path: '/auth/register-page', owner: 'shell', title: 'Registrar Usuario', roles: 'public',
    menu: { auth: { order: 2, label: 'Registrarse' }, participant: { order: 80, hidden: true } },
  },
  { path: '/auth/recovery-pass', owner: 'shell', title: 'Recuperar Contraseña', roles: 'public', menu: { auth: { order: 3 } } },
  { path: '/auth/logout-page', owner: 'shell', title: 'Cerrar Sesión', roles: 'public' },
];

/** menuFor(null): the auth menu (SPEC 6) */
export function authMenu(): MenuItem[] {
  return menuOf(AUTH_ROUTES, 'auth');
}

/** routeTitle for an /auth page */
export function authRouteTitle(pathname: string): string | null {
  return findIn(AUTH_ROUTES, pathname)?.title ?? null;
}
