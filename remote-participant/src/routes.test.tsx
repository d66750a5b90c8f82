import { matchesPath, mayOpenIn, menuOf, menuOrderProblems, readRemoteScreens, screenChunkName } from '@portal/contract';
import { declaredAndSentReads } from '@portal/shared-auth/render-remote';
import ParticipantRoutes, { components } from './routes';
import { screens } from './screens';

// 'Lista de Ventas' here is the participant's own sales; the administrator's list of
// every invoice, at the same address, is remote-admin's, as ARCHITECTURE gives it.
test("/admin/invoices-list is the participant's alone: no administrator may open it, and no administrator's menu names it", () => {
  expect(mayOpenIn(screens, 2, '/admin/invoices-list')).toBe(true);
  expect(mayOpenIn(screens, 1, '/admin/invoices-list')).toBe(false);
  expect(menuOf(screens, 'admin')).toEqual([]);
});

// The screens this remote declares are what the shell routes and draws in the menus; each
// needs a component here, and the build refuses a list the shell would refuse.
test('every declared screen has a component, and every component a declaration', () => {
  expect(Object.keys(components).sort()).toEqual(screens.map((s) => s.path).sort());
});

test('the declared list is one the shell accepts', () => {
  expect(readRemoteScreens('participant', { remote: 'participant', release: 'test', screens })).toEqual({ ok: true, value: { remote: 'participant', release: 'test', screens } });
});

test("every menu entry is in this remote's own order numbers (contract MENU_ORDERS)", () => {
  expect(menuOrderProblems('participant', screens)).toEqual([]);
});

test("the participant's menu part of SPEC 2.4: Ventas (Ingresar Venta, Lista de Ventas), the catalogue; redeem hidden", () => {
  const menu = menuOf(screens, 'participant');
  expect(menu.map((i) => (i.kind === 'group' ? `${i.label} > ${i.children.map((c) => c.label).join(', ')}` : `${i.label}${i.hidden ? ' (oculto)' : ''}`))).toEqual([
    'Ventas > Ingresar Venta, Lista de Ventas', 'Catálogo de Productos', 'Redimir Producto (oculto)',
  ]);
  expect(menuOf(screens, 'staff')).toEqual([]);
  expect(mayOpenIn(screens, 4, '/admin/register-sale')).toBe(false);
  expect(mayOpenIn(screens, 2, '/admin/redeem-product/7')).toBe(true);
  expect(mayOpenIn(screens, 5, '/admin/profile-user')).toBe(true);
});

// Each screen's code is a chunk named after its path, which the build lists beside the
// screen (screens.json 'assets') and the api names in the page of that path
test('every screen is loaded lazily, in the chunk contract screenChunkName names', () => {
  const source = require('node:fs').readFileSync(require('node:path').join(__dirname, 'routes.tsx'), 'utf8') as string;
  for (const { path } of screens) expect(source).toContain(`webpackChunkName: "${screenChunkName(path)}"`);
});

// The reads each screen declares are sent by the shell on a first load of its address, into
// the entries the screen then reads: they must be exactly what the screen sends as it opens, or the
// shell would read ahead for nothing (or leave a read to wait for the screen's code).
/** the screens that read as they open, each at an address and for a profile that may open it */
const OPENED: Array<[path: string, profile: number]> = [
    ['/admin/register-sale', 2],
    ['/admin/invoices-list', 2],
    ['/admin/products', 2],
    ['/admin/redeem-product/12', 2],
    ['/admin/profile-user', 2],
    ['/admin/profile-user', 4],
];

describe('each screen declares the reads it sends as it opens', () => {
  it.each(OPENED)('%s (profile %i)', async (path, profile) => {
    const { declared, sent } = await declaredAndSentReads(ParticipantRoutes, screens, path, profile);
    expect(declared.length).toBeGreaterThan(0);
    expect(sent).toEqual(declared);
  });

  // a screen that reads nothing as it opens (a new one, before its first read) needs no row
  test('every screen that declares reads is in the list above', () => {
    for (const s of screens.filter((declared) => declared.reads?.length)) {
      expect({ path: s.path, listed: OPENED.some(([path]) => matchesPath(s.path, path)) }).toEqual({ path: s.path, listed: true });
    }
  });
});
