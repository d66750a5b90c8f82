// Which addresses are the portal's /admin pages, one rule for the shell (the early session
// check, shell/src/prefetch.ts) and the api (the page's first reads, api/src/web/first-reads.ts).
import { isAdminPage } from './shell-pages';

describe('isAdminPage', () => {
  it.each(['/admin', '/admin/', '/admin/home', '/admin/edit-city/3', '/admin/reports/points'])('%s is an /admin page', (pathname) => {
    expect(isAdminPage(pathname)).toBe(true);
  });

  it.each(['/', '', '/auth/login-page', '/administrator', '/admins/home', '/api/admin/users', 'admin/home'])('%p is not', (pathname) => {
    expect(isAdminPage(pathname)).toBe(false);
  });
});
