// A page drawn from its first reads never asks for the http client's chunk while it loads
// (docs/adr/0053-axios-beside-main-js.md): the chunk comes when the person first presses or types,
// so that a send that may follow finds it on its way. Each test starts from a fresh module registry:
// the chunk is asked for once a page.
import type { FirstReadsPlan, LoginUser } from '@portal/contract';

const participant: LoginUser = {
  id: 7, name: 'Ana', image: null, points: 10, profiles_id: 2,
  identification_number: '1000000002', email: 'ana@example.com', access_token: 'tok-ana', expires_at: '2030-01-01T00:00:00Z',
};
const PLAN: FirstReadsPlan = { session: '/api/session', screens: [{ roles: ['participant'], reads: [{ url: '/api/invoice/all?page=1' }] }] };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  document.head.innerHTML = '';
  delete (globalThis as { __portalFirstReads?: unknown }).__portalFirstReads;
});

/** the page as the api served it, with a stored session; the client's chunk watched */
async function loadPage() {
  jest.resetModules();
  const createClient = jest.fn();
  jest.doMock('./http-client', () => {
    const actual = jest.requireActual<typeof import('./http-client')>('./http-client');
    createClient.mockImplementation(actual.createClient);
    return { ...actual, createClient };
  });
  const { FIRST_READS_ELEMENT } = await import('@portal/contract');
  const { configurePortal } = await import('./config');
  const { TEST_CONFIG } = await import('./testing');
  const { sessionSaved, useSession } = await import('./session');
  const { startFirstReads } = await import('./first-reads');
  const { http, setTransport } = await import('./http');
  configurePortal({ ...TEST_CONFIG, apiBaseUrl: '' });
  useSession.getState().setSession(participant);
  await sessionSaved();
  // fetch is the network's edge, as the page's first script meets it
  globalThis.fetch = jest.fn(async (url: string) => ({ status: 200, ok: true, text: async () => JSON.stringify({ url }) })) as unknown as typeof fetch;
  const plan = document.createElement('script');
  plan.type = 'application/json';
  plan.id = FIRST_READS_ELEMENT;
  plan.textContent = JSON.stringify(PLAN);
  document.head.append(plan);
  startFirstReads();
  return { http, setTransport, createClient };
}

/** the dynamic import and its createClient settle */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the screen's first reads are answered without the client; the person's first key asks for it, once", async () => {
  const { http, createClient } = await loadPage();
  expect((await http.get('/api/session')).data).toEqual({ url: '/api/session' });
  expect((await http.get('/api/invoice/all', { params: { page: 1 } })).data).toEqual({ url: '/api/invoice/all?page=1' });
  await settle();
  expect(createClient).not.toHaveBeenCalled();

  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  await settle();
  expect(createClient).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('pointerdown'));
  await settle();
  expect(createClient).toHaveBeenCalledTimes(1);
});

test('a press asks for it too; a read the page did not send asks for it at once', async () => {
  const first = await loadPage();
  await first.http.get('/api/session');
  window.dispatchEvent(new Event('pointerdown'));
  await settle();
  expect(first.createClient).toHaveBeenCalledTimes(1);

  const second = await loadPage();
  // the fake api answers what the page did not send before its script
  second.setTransport(async (request) => ({ status: 200, body: { url: request.url } }));
  expect((await second.http.get('/api/products/all')).data).toEqual({ url: '/api/products/all' });
  expect(second.createClient).toHaveBeenCalledTimes(1);
  second.setTransport(null);
});
