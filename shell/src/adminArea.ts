// Everything of the shell that is only shown after login: the /admin layout (sidebar, top bar,
// settings panel), the shell's own admin pages and the remote mount. AppRoutes loads this module
// on demand (one chunk), so the login page downloads only the auth pages.
export { AdminLayout } from './layouts/AdminLayout';
export { HomePage } from './pages/HomePage';
export { ContactPage } from './pages/ContactPage';
export { PoliticsPage } from './pages/PoliticsPage';
export { RemoteRoute } from './remotes/RemoteRoute';
