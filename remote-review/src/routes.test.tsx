import { screen } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderReview } from './testing/render-review';
import { mayOpenIn, menuOf, readRemoteScreens, screenChunkName } from '@portal/contract';
import { declaredAndSentReads } from '@portal/shared-auth/src/render-remote';
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

// Issue 23: the screens this remote declares are what the shell routes and draws in the menus; each
// needs a component here, and the build refuses a list the shell would refuse.
test('every declared screen has a component, and every component a declaration', () => {
  expect(Object.keys(components).sort()).toEqual(screens.map((s) => s.path).sort());
});

test('the declared list is one the shell accepts', () => {
  expect(readRemoteScreens('review', { remote: 'review', release: 'test', screens })).toEqual({ ok: true, value: { remote: 'review', release: 'test', screens } });
});

test("the review part of SPEC 2.4 and 6: Lista Redenciones in every menu, Ver Solicitud for staff only, details hidden", () => {
  const visible = (set: 'admin' | 'staff' | 'participant') => menuOf(screens, set).filter((i) => i.kind === 'link' && !i.hidden).map((i) => i.label);
  expect(visible('staff')).toEqual(['Lista Redenciones']);
  expect(visible('participant')).toEqual(['Lista Redenciones']);
  expect(visible('admin')).toEqual(['Lista Redenciones']);
  expect(mayOpenIn(screens, 2, '/admin/confirm-redeem/4')).toBe(false);
  expect(mayOpenIn(screens, 5, '/admin/confirm-redeem/4')).toBe(true);
  expect(mayOpenIn(screens, 2, '/admin/invoice-details/4')).toBe(true);
});

// Issue 24: each screen's code is a chunk named after its path, which the build lists beside the
// screen (screens.json 'assets') and the api names in the page of that path
test('every screen is loaded lazily, in the chunk contract screenChunkName names', () => {
  const source = require('node:fs').readFileSync(require('node:path').join(__dirname, 'routes.tsx'), 'utf8') as string;
  for (const { path } of screens) expect(source).toContain(`webpackChunkName: "${screenChunkName(path)}"`);
});

// Issue 24: the reads each screen declares are sent by the shell on a first load of its address, into
// the entries the screen then reads: they must be exactly what the screen sends as it opens.
describe('each screen declares the reads it sends as it opens', () => {
  it.each([
    ['/admin/invoice-details/5', 2],
    ['/admin/redeem-list', 2],
    ['/admin/redeem-list', 4],
    ['/admin/confirm-redeem/9', 4],
    ['/admin/confirm-redeem/9', 5],
  ])('%s (profile %i)', async (path, profile) => {
    const { declared, sent } = await declaredAndSentReads(ReviewRoutes, screens, path, profile);
    expect(declared.length).toBeGreaterThan(0);
    expect(sent).toEqual(declared);
  });

  test('every screen is in the list above', () => {
    expect(screens.every((s) => s.reads?.length)).toBe(true);
  });
});
