// A fresh load of the home with a stored session reads the page's data beside the session check and
// preloads its main picture; the page then shows it without asking again. A remote's screen has the
// reads it declares sent the same way.
import { render, screen } from '@testing-library/react';
import { FIRST_READS_ELEMENT, type RemoteScreens, type ScreenDeclaration, type Slide } from '@portal/contract';
import { checkSession, PortalDataProvider, portalQueryClient, startFirstReads, useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/testing';
import { PortalThemeProvider } from '@portal/shared-ui';
import { signIn, userWith } from './test-utils';
import { prefetchFirstScreen } from './prefetch';
import { setRemoteScreens, useRouteTable } from './routes/table';
import { SlidesCarousel } from './home/SlidesCarousel';

const slide = (id: number, order: number, show = true): Slide => ({ id, path: `/uploads/slides/s${id}.png`, position: 'Up', order, show, responsive: false });

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
const desktop = () => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });

// the layout takes the session check sent early (sendSessionCheckEarly); a test takes it itself
afterEach(() => checkSession().catch(() => undefined));

beforeEach(() => {
  desktop();
  for (const link of preloads()) link.remove();
  portalQueryClient.clear();
});

const slidesApi = () => ({
  // the first shown slide is the one of the smallest order; a hidden one is never shown
  'GET /api/slides/position/up/0': { body: [slide(3, 2), slide(1, 0, false), slide(2, 1)] },
  'GET /api/slides/position/down/0': { body: [slide(9, 1)] },
});

it('reads both slide sets of the screen width and preloads the first shown top slide, once', async () => {
  await signIn(userWith(2));
  const calls = installFakeApi(slidesApi());
  await prefetchFirstScreen('/admin/home', Promise.resolve(true));

  // the session check goes out beside them
  expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/session', 'GET /api/slides/position/down/0', 'GET /api/slides/position/up/0']);
  expect(calls.every((c) => c.headers.authorization === 'Bearer tok-carolina')).toBe(true);
  const [link] = preloads();
  expect(preloads()).toHaveLength(1);
  expect(link.getAttribute('href')).toBe('/uploads/slides/s2.png');
  expect(link.getAttribute('fetchpriority')).toBe('high');
  expect(link.getAttribute('imagesrcset')).toContain('/uploads/slides/s2.slide-');

  // the carousel finds them read: its first picture is there at the first render (no placeholder
  // while asking), and nothing more is asked
  render(
    <PortalDataProvider>
      <PortalThemeProvider>
        <SlidesCarousel position="up" label="Promociones destacadas" />
      </PortalThemeProvider>
    </PortalDataProvider>,
  );
  expect(screen.getByAltText('Promociones destacadas 1')).toHaveAttribute('src', '/uploads/slides/s2.png');
  expect(calls).toHaveLength(3);

  // a second start (a reload of the page, the same document in a test) adds no second preload
  await prefetchFirstScreen('/admin/home', Promise.resolve(true));
  expect(preloads()).toHaveLength(1);
});

it('reads the responsive sets on a phone-wide screen', async () => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  await signIn(userWith(2));
  const calls = installFakeApi({ 'GET /api/slides/position/up/1': { body: [] }, 'GET /api/slides/position/down/1': { body: [] } });
  await prefetchFirstScreen('/admin/home/', Promise.resolve(true));
  expect(calls.map((c) => c.path).sort()).toEqual(['/api/session', '/api/slides/position/down/1', '/api/slides/position/up/1']);
  // no slide shown: nothing to preload
  expect(preloads()).toHaveLength(0);
});

describe("a remote's screen: the reads it declares", () => {
  const reviewList = (reads: ScreenDeclaration['reads']): RemoteScreens => ({
    remote: 'review', release: '1.0.0-test',
    screens: [
      { path: '/admin/confirm-redeem/:id', title: 'Ver Solicitud', roles: ['approver'], reads },
      { path: '/admin/redeem-list', title: 'Lista Redenciones', roles: ['participant', 'approver'], reads: [{ path: '/api/product/applyfor/all', params: { sort: '-created', page: 1, pageSize: 10 } }] },
    ],
  });
  const routesOf = (list: RemoteScreens) => {
    setRemoteScreens([list]);
    return Promise.resolve(useRouteTable.getState());
  };

  it("sends them for the person and the address, beside the session check, into the entries the screen reads", async () => {
    await signIn(userWith(4, { id: 1 })); // an approver
    const calls = installFakeApi({
      'GET /api/product/applyfor/get/31': { body: { id: 31 } },
      'GET /api/users/getuser/1': { body: { id: 1 } },
    });
    const routes = routesOf(reviewList([{ path: '/api/product/applyfor/get/:id' }, { path: '/api/users/getuser/:me' }]));
    await prefetchFirstScreen('/admin/confirm-redeem/31', Promise.resolve(true), routes);
    await checkSession().catch(() => undefined);
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/product/applyfor/get/31', 'GET /api/session', 'GET /api/users/getuser/1']);
    expect(calls.every((c) => c.headers.authorization === `Bearer ${useSession.getState().token}`)).toBe(true);
    expect(portalQueryClient.getQueryData(['/api/product/applyfor/get/31'])).toEqual({ id: 31 });
  });

  it("sends a read that follows another's answer once that answer is in, with its field; none when the field is not an id", async () => {
    await signIn(userWith(4, { id: 1 }));
    const calls = installFakeApi({
      'GET /api/product/applyfor/get/31': { body: { id: 31, users_id: 2 } },
      'GET /api/product/applyfor/get/32': { body: { id: 32, users_id: null } },
      'GET /api/users/historyinvoice/2': { body: [{ id: 7 }] },
    });
    const reads = [{ path: '/api/product/applyfor/get/:id', then: [{ path: '/api/users/historyinvoice/:users_id' }] }];
    await prefetchFirstScreen('/admin/confirm-redeem/31', Promise.resolve(true), routesOf(reviewList(reads)));
    expect(portalQueryClient.getQueryData(['/api/users/historyinvoice/2'])).toEqual([{ id: 7 }]);
    await prefetchFirstScreen('/admin/confirm-redeem/32', Promise.resolve(true), routesOf(reviewList(reads)));
    await checkSession().catch(() => undefined);
    expect(calls.map((c) => c.path).filter((p) => p !== '/api/session')).toEqual([
      '/api/product/applyfor/get/31', '/api/users/historyinvoice/2', '/api/product/applyfor/get/32',
    ]);
  });

  it("sends a list's first page with its query, in the entry of that page", async () => {
    await signIn(userWith(2));
    const page = { rows: [], total: 0 };
    const calls = installFakeApi({ 'GET /api/product/applyfor/all': { body: page } });
    await prefetchFirstScreen('/admin/redeem-list', Promise.resolve(true), routesOf(reviewList([])));
    const read = calls.find((c) => c.path === '/api/product/applyfor/all');
    expect(read?.query).toEqual({ sort: '-created', page: '1', pageSize: '10' });
    expect(portalQueryClient.getQueryData(['/api/product/applyfor/all', { sort: '-created', page: 1, pageSize: 10 }])).toEqual(page);
  });

  it("leaves a read the page's first script sent to the screen, which takes that answer as it opens: nothing read ahead", async () => {
    await signIn(userWith(2));
    const calls = installFakeApi({ 'GET /api/product/applyfor/all': { body: { rows: [], total: 0 } } });
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => new Response('{"rows":[],"total":0}', { status: 200 })) as typeof fetch;
    const plan = document.createElement('script');
    plan.type = 'application/json';
    plan.id = FIRST_READS_ELEMENT;
    plan.textContent = JSON.stringify({ session: '/api/session', screens: [{ roles: ['participant'], reads: [{ url: '/api/product/applyfor/all?sort=-created&page=1&pageSize=10' }] }] });
    document.head.append(plan);
    try {
      startFirstReads();
      await prefetchFirstScreen('/admin/redeem-list', Promise.resolve(true), routesOf(reviewList([])));
      await checkSession().catch(() => undefined);
      expect(calls.filter((c) => c.path !== '/api/session')).toEqual([]);
      expect(portalQueryClient.getQueryData(['/api/product/applyfor/all', { sort: '-created', page: 1, pageSize: 10 }])).toBeUndefined();
    } finally {
      plan.remove();
      globalThis.fetch = realFetch;
      delete (globalThis as { __portalFirstReads?: unknown }).__portalFirstReads;
    }
  });

  it('sends nothing of a screen the person may not open, nor an id the screen would not ask for', async () => {
    await signIn(userWith(2)); // a participant: 'Ver Solicitud' is the staff's
    const calls = installFakeApi({});
    await prefetchFirstScreen('/admin/confirm-redeem/31', Promise.resolve(true), routesOf(reviewList([{ path: '/api/product/applyfor/get/:id' }])));
    await signIn(userWith(4));
    await prefetchFirstScreen('/admin/confirm-redeem/abc', Promise.resolve(true), routesOf(reviewList([{ path: '/api/product/applyfor/get/:id' }])));
    await checkSession().catch(() => undefined);
    expect(calls.filter((c) => c.path !== '/api/session')).toEqual([]);
  });
});

it('on another page of the admin layout sends only the session check; nothing outside it, without a session, or when the runtime config did not come', async () => {
  await signIn(userWith(2));
  const calls = installFakeApi(slidesApi());
  await prefetchFirstScreen('/auth/login-page', Promise.resolve(true));
  await prefetchFirstScreen('/admin/home', Promise.resolve(false));
  await signIn(null);
  await prefetchFirstScreen('/admin/home', Promise.resolve(true));
  expect(calls).toEqual([]);
  await signIn(userWith(2));
  await prefetchFirstScreen('/admin/invoices-list', Promise.resolve(true));
  await checkSession().catch(() => undefined); // slidesApi() does not answer it: the request is what counts
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/session']);
  expect(preloads()).toHaveLength(0);
});

it('lets a refused read go: nothing preloaded, and the carousel asks again itself', async () => {
  await signIn(userWith(2));
  const calls = installFakeApi({ 'GET /api/slides/position/up/0': { status: 500, body: { message: 'error', detail: 'Falla' } }, 'GET /api/slides/position/down/0': { body: [] } });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await prefetchFirstScreen('/admin/home', Promise.resolve(true));
  } finally {
    logged.mockRestore();
  }
  expect(preloads()).toHaveLength(0);
  expect(calls.filter((c) => c.path === '/api/slides/position/up/0').length).toBeGreaterThanOrEqual(1);
});
