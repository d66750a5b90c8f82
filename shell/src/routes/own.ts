// The shell's own pages (ARCHITECTURE "Route ownership"): /auth (SPEC 2.2), the home, contact,
// politics and /rtl. Every other /admin page is a remote's, declared in the remote's own code and
// read at run time (table.ts). The /auth part stands apart with the menu of "no profile" (SPEC 6) and
// the pages' titles read from it alone: all of the table the login page's own bundle carries.
import type { Role } from '@portal/contract';
import { findIn, menuOf, type MenuItem, type PortalRoute } from '@portal/contract';

const ALL: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];

export const AUTH_ROUTES: readonly PortalRoute[] = [
  { path: '/auth/login-page', owner: 'shell', title: 'Iniciar Sesión', roles: 'public', menu: { auth: { order: 1 } } },
  {
    path: '/auth/register-page', owner: 'shell', title: 'Registrar Usuario', roles: 'public',
    menu: { auth: { order: 2, label: 'Registrarse' }, participant: { order: 80, hidden: true } },
  },
  { path: '/auth/recovery-pass', owner: 'shell', title: 'Recuperar Contraseña', roles: 'public', menu: { auth: { order: 3 } } },
  { path: '/auth/logout-page', owner: 'shell', title: 'Cerrar Sesión', roles: 'public' },
];

/** The shell's /admin pages (SPEC 2.4) and the rtl one, beside the /auth ones. */
export const SHELL_ROUTES: readonly PortalRoute[] = [
  ...AUTH_ROUTES,
  // a participant's home is drawn from the copy kept on the phone with no signal
  { path: '/admin/home', owner: 'shell', title: 'Inicio', roles: ALL, menu: { admin: { order: 0 } }, offline: ['participant'] },
  // texts of the shell's own, kept with its files: they read nothing
  { path: '/admin/contact', owner: 'shell', title: 'Contáctanos', roles: ALL, menu: { participant: { order: 50 } }, offline: ALL },
  { path: '/admin/politics', owner: 'shell', title: 'Políticas Y Condiciones', roles: ALL, menu: { participant: { order: 60 } }, offline: ALL },
  { path: '/rtl/*', owner: 'shell', title: 'لوحة القيادة', roles: ALL },
];

/** the auth menu (SPEC 6: no profile) */
export function authMenu(): MenuItem[] {
  return menuOf(AUTH_ROUTES, 'auth');
}

/** the title of an /auth page */
export function authRouteTitle(pathname: string): string | null {
  return findIn(AUTH_ROUTES, pathname)?.title ?? null;
}
