import { screen } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/testing';
import { renderReview } from './testing/render-review';
import { matchesPath, mayOpen, mayOpenIn, menuOf, menuOrderProblems, menuSetOf, readRemoteScreens, screenChunkName } from '@portal/contract';
import { declaredAndSentReads } from '@portal/shared-auth/render-remote';
import ReviewRoutes, { components } from './routes';
import { screens } from './screens';

test.each([
  ['/admin/confirm-redeem/3', 'No se pudo abrir la solicitud'],
  ['/admin/invoice-details/9', 'Factura no encontrada'],
])('%s is a built screen (no placeholder): an unknown id shows a Spanish panel', async (path, title) => {
  installFakeApi({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderReview(path);
  expect(await screen.findByRole('alert')).toHaveTextContent(title);
});

// The screens this remote declares are what the shell routes and draws in the menus; each
// needs a component here, and the build refuses a list the shell would refuse.
test('every declared screen has a component, and every component a declaration', () => {
  expect(Object.keys(components).sort()).toEqual(screens.map((s) => s.path).sort());
});

test('the declared list is one the shell accepts', () => {
  expect(readRemoteScreens('review', { remote: 'review', release: 'test', screens })).toEqual({ ok: true, value: { remote: 'review', release: 'test', screens } });
});

test("every menu entry is in this remote's own order numbers (contract MENU_ORDERS)", () => {
  expect(menuOrderProblems('review', screens)).toEqual([]);
});

// SPEC 6: a profile's menu holds the screens of its menu set that it may open (the shell's
// menuFor): the approver and the buyer share the 'staff' set, and 'Facturas por revisar' is the approver's
test("the review part of SPEC 2.4 and 6: Lista Redenciones in every menu, Ver Solicitud for staff only, details hidden; 'Facturas por revisar' for profiles 1 and 4 only", () => {
  const visible = (profile: number) =>
    menuOf(screens.filter((s) => mayOpen(s, profile)), menuSetOf(profile)).filter((i) => i.kind === 'link' && !i.hidden).map((i) => i.label);
  expect(visible(4)).toEqual(['Facturas por revisar', 'Lista Redenciones']);
  expect(visible(1)).toEqual(['Facturas por revisar', 'Lista Redenciones']);
  // SPEC 6: the buyer's and the participant's menus unchanged
  expect(visible(5)).toEqual(['Lista Redenciones']);
  expect(visible(2)).toEqual(['Lista Redenciones']);
  expect(mayOpenIn(screens, 2, '/admin/confirm-redeem/4')).toBe(false);
  expect(mayOpenIn(screens, 5, '/admin/confirm-redeem/4')).toBe(true);
  expect(mayOpenIn(screens, 2, '/admin/invoice-details/4')).toBe(true);
  expect([1, 2, 4, 5].map((p) => mayOpenIn(screens, p, '/admin/review-invoices'))).toEqual([true, false, true, false]);
  // the count beside it in the menu: the api's count of the queue
  const [entry] = menuOf(screens, 'staff');
  expect(entry).toMatchObject({ label: 'Facturas por revisar', badge: { path: '/api/invoice/review-queue/count' } });
});

// Each screen's code is a chunk named after its path, which the build lists beside the
// screen (screens.json 'assets') and the api names in the page of that path
test('every screen is loaded lazily, in the chunk contract screenChunkName names', () => {
  const source = require('node:fs').readFileSync(require('node:path').join(__dirname, 'routes.tsx'), 'utf8') as string;
  for (const { path } of screens) expect(source).toContain(`webpackChunkName: "${screenChunkName(path)}"`);
});

// The reads each screen declares are sent by the shell on a first load of its address, into
// the entries the screen then reads: they must be exactly what the screen sends as it opens.
/** the screens that read as they open, each at an address and for a profile that may open it */
const OPENED: Array<[path: string, profile: number]> = [
    ['/admin/invoice-details/5', 2],
    ['/admin/redeem-list', 2],
    ['/admin/redeem-list', 4],
    ['/admin/confirm-redeem/9', 4],
    ['/admin/confirm-redeem/9', 5],
    ['/admin/review-invoices', 4],
    ['/admin/review-invoices', 1],
];

describe('each screen declares the reads it sends as it opens', () => {
  it.each(OPENED)('%s (profile %i)', async (path, profile) => {
    const { declared, sent } = await declaredAndSentReads(ReviewRoutes, screens, path, profile);
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
