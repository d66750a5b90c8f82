// An /admin page of the federated shell names its first api reads (the session check and
// the reads its screen declares, ':me' left to the page), so the page's first script sends them
// before main.js has arrived (shared-auth first-reads.ts). Read from the release in use; a page
// with nothing to name names the session check only; the JSON cannot end its element.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_READS_ELEMENT, type FirstReadsPlan, type ScreenDeclaration } from '@portal/contract';
import { buildTestApp, type TestApp } from '../test/helper';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function screensOf(folder: string, remote: string, screens: ScreenDeclaration[]) {
  write(path.join(folder, 'screens.json'), JSON.stringify({ remote, release: `0.1.0-${remote}`, screens }));
}

/** the plan the page names, or null when it names none */
function planOf(html: string): FirstReadsPlan | null {
  const found = new RegExp(`<script type="application/json" id="${FIRST_READS_ELEMENT}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1]) as FirstReadsPlan) : null;
}

describe("an /admin page names its first api reads", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-reads-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>Shell</title></head><body></body></html>');
    write(path.join(root, 'shell/dist/home.html'), '<!doctype html><html><head><title>Home</title></head><body></body></html>');
    write(path.join(root, 'shell/dist/login.html'), '<!doctype html><html><head><title>Login</title></head><body></body></html>');
    screensOf(path.join(root, 'remote-participant/dist'), 'participant', [
      { path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ['participant'], reads: [{ path: '/api/invoice/all', params: { page: 1, q: 'a b' } }] },
      { path: '/admin/profile-user', title: 'Mi Perfil', roles: ['participant'], reads: [{ path: '/api/users/getuser/:me' }] },
      { path: '/admin/invoice-details/:id', title: 'Factura', roles: ['participant'], reads: [{ path: '/api/invoice/:id' }, { path: '/api/users/getuser/:me' }] },
    ]);
    screensOf(path.join(root, 'remote-review/dist'), 'review', [
      { path: '/admin/confirm-redeem/:id', title: 'Ver Solicitud', roles: ['approver'], reads: [{ path: '/api/product/applyfor/get/:id', then: [{ path: '/api/users/historyinvoice/:users_id' }] }] },
    ]);
    screensOf(path.join(root, 'remote-admin/dist'), 'admin', [
      { path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ['admin'], reads: [{ path: '/api/invoice/admin', params: { page: 1 } }] },
      // bad input: a name "<\/script>" cannot end the page's element
      { path: '/admin/list-cities', title: 'Ciudades', roles: ['admin'], reads: [{ path: '/api/city/all', params: { q: '</script><script>alert(1)</script>' } }] },
    ]);
    t = await buildTestApp({ WEB_ROOT: root }, { serveFrontends: true });
  });
  afterAll(async () => t.close());

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it("names the session check and the screen's reads as the shell's client writes them, ':me' left to the page", async () => {
    expect(planOf(await page('/admin/profile-user'))).toEqual({ session: '/api/session', screens: [{ roles: ['participant'], reads: [{ url: '/api/users/getuser/:me' }] }] });
    // the query as the http client encodes it (contract withQuery: '+' for a space)
    expect(planOf(await page('/admin/invoices-list?x=1'))!.screens[0].reads).toEqual([{ url: '/api/invoice/all?page=1&q=a+b' }]);
  });

  it("fills the path's own parameters; one that is not an id leaves that read out", async () => {
    expect(planOf(await page('/admin/invoice-details/42'))!.screens).toEqual([{ roles: ['participant'], reads: [{ url: '/api/invoice/42' }, { url: '/api/users/getuser/:me' }] }]);
    expect(planOf(await page('/admin/invoice-details/0'))!.screens).toEqual([{ roles: ['participant'], reads: [{ url: '/api/users/getuser/:me' }] }]);
  });

  it("a read that follows another's answer: as the screen declares it, for the page to fill from that answer", async () => {
    expect(planOf(await page('/admin/confirm-redeem/9'))!.screens).toEqual([
      { roles: ['approver'], reads: [{ url: '/api/product/applyfor/get/9', then: [{ path: '/api/users/historyinvoice/:users_id' }] }] },
    ]);
  });

  it("a path two remotes declare: both, each with its roles, in the runtime config's order", async () => {
    expect(planOf(await page('/admin/invoices-list'))!.screens).toEqual([
      { roles: ['participant'], reads: [{ url: '/api/invoice/all?page=1&q=a+b' }] },
      { roles: ['admin'], reads: [{ url: '/api/invoice/admin?page=1' }] },
    ]);
  });

  it('a path no remote declares: the session check only; the /auth pages: no plan', async () => {
    expect(planOf(await page('/admin/nowhere'))).toEqual({ session: '/api/session', screens: [] });
    expect(planOf(await page('/auth/login-page'))).toBeNull();
  });

  it("the home's page (SPEC 2.4): the session check and each carousel's slides, the phone's set and the desktop's each for its viewport", async () => {
    const html = await page('/admin/home');
    expect(html).toContain('<title>Home</title>');
    expect(planOf(html)).toEqual({
      session: '/api/session',
      screens: [
        {
          roles: 'public',
          reads: [
            { url: '/api/slides/position/up/0', media: '(min-width: 960px)' },
            { url: '/api/slides/position/up/1', media: '(max-width: 959.98px)' },
            { url: '/api/slides/position/down/0', media: '(min-width: 960px)' },
            { url: '/api/slides/position/down/1', media: '(max-width: 959.98px)' },
          ],
        },
      ],
    });
  });

  it("bad input: a read's text cannot end the element; a list that is not JSON names nothing of its remote", async () => {
    const html = await page('/admin/list-cities');
    // every element the page carries (the plan, the other remotes' lists) ends where it should
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script /g)!.length);
    expect(planOf(html)!.screens[0].reads[0].url).toContain('alert');
    const list = path.join(root, 'remote-admin/dist/screens.json');
    const kept = fs.readFileSync(list, 'utf8');
    try {
      fs.writeFileSync(list, '{ not json');
      expect(planOf(await page('/admin/invoices-list'))!.screens).toEqual([{ roles: ['participant'], reads: [{ url: '/api/invoice/all?page=1&q=a+b' }] }]);
    } finally {
      fs.writeFileSync(list, kept);
    }
  });
});
