// The page's first api reads, sent by its first script with the stored session before main.js has
// arrived, and taken once by the http client for the same address and token; and on a path two
// remotes declare, the person's screen's files, preloaded by that script. The session is stored the
// way the portal stores it (the session store's own IndexedDB write); fetch is the network's edge.
import { FIRST_READS_ELEMENT, HOME_READS, PHONE_MEDIA, type FirstReadsPlan, type LoginUser } from '@portal/contract';
import { configurePortal } from './config';
import { FIRST_READ_FRESH_MS, startFirstReads } from './first-reads';
import { http, setTransport, setUnauthorizedHandler } from './http';
import { sessionSaved, useSession } from './session';
import { TEST_CONFIG } from './testing';

const participant: LoginUser = {
  id: 7, name: 'Ana', image: null, points: 10, profiles_id: 2,
  identification_number: '1000000002', email: 'ana@example.com', access_token: 'tok-ana', expires_at: '2030-01-01T00:00:00Z',
};

const PLAN: FirstReadsPlan = {
  session: '/api/session',
  screens: [
    { roles: ['participant'], reads: [{ url: '/api/users/getuser/:me' }, { url: '/api/invoice/all?page=1' }] },
    { roles: ['admin'], reads: [{ url: '/api/invoice/admin?page=1' }] },
  ],
};

/** SPEC 2.4 /admin/invoices-list: the participant's own sales and the administrator's list of every sale, each screen with its remote's files */
const SHARED_PLAN: FirstReadsPlan = {
  session: '/api/session',
  screens: [
    {
      roles: ['participant'],
      reads: [{ url: '/api/invoice/all?page=1' }],
      hints: [
        { href: '/remotes/participant/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/participant/remoteEntry.js', as: 'script' },
        { href: '/remotes/participant/screen-invoices-list.1a.js', as: 'script' },
      ],
    },
    {
      roles: ['admin'],
      reads: [{ url: '/api/invoice/admin?page=1' }],
      hints: [
        { href: '/releases/admin/0.2.0-cccc/mf-manifest.json', as: 'fetch' },
        { href: '/releases/admin/0.2.0-cccc/remoteEntry.js', as: 'script' },
        { href: '/releases/admin/0.2.0-cccc/screen-invoices.2b.js', as: 'script' },
      ],
    },
  ],
};
const admin: LoginUser = { ...participant, id: 1, profiles_id: 1, identification_number: '1000000001', access_token: 'tok-admin' };

/** the preload tags in the page's head, as the api writes its own hints (hints.ts hintTags) */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
    link.getAttribute('as') === 'fetch'
      ? `${link.getAttribute('href')} fetch ${link.getAttribute('crossorigin')}`
      : `${link.getAttribute('href')} ${link.getAttribute('as')}${link.hasAttribute('crossorigin') ? ' crossorigin' : ''}`,
  );

/** the approver's 'Ver Solicitud': the request, then its participant's invoices (ScreenRead `then`) */
const REQUEST_PLAN: FirstReadsPlan = {
  session: '/api/session',
  screens: [{ roles: ['approver', 'buyer', 'admin'], reads: [{ url: '/api/product/applyfor/get/9', then: [{ path: '/api/users/historyinvoice/:users_id' }] }] }],
};
const approver: LoginUser = { ...participant, id: 4, profiles_id: 4, access_token: 'tok-approver' };

function answer(body: unknown, status = 200) {
  return { status, ok: status < 300, text: async () => JSON.stringify(body) } as unknown as Response;
}

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;

/** the page the api served: its plan element (or none) */
function servePage(plan: FirstReadsPlan | null) {
  document.getElementById(FIRST_READS_ELEMENT)?.remove();
  if (!plan) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_READS_ELEMENT;
  element.textContent = JSON.stringify(plan);
  document.head.append(element);
}

/** a person signed in on an earlier visit: the session as the store wrote it to IndexedDB */
async function storedSession(user: LoginUser | null) {
  if (user) useSession.getState().setSession(user);
  else useSession.getState().clear();
  await sessionSaved();
}

/** what the first script of a freshly loaded page sends, once it has read the session */
async function firstScript() {
  delete (globalThis as { __portalFirstReads?: unknown }).__portalFirstReads;
  startFirstReads();
  await (globalThis as { __portalFirstReads?: { ready: Promise<void> } }).__portalFirstReads?.ready;
}

/** each request's address and bearer (a header name in any case: HTTP does not tell them apart) */
const sent = () => fetchMock.mock.calls.map(([url, init]) => [
  url,
  Object.entries(((init as RequestInit).headers ?? {}) as Record<string, string>).find(([name]) => name.toLowerCase() === 'authorization')?.[1],
]);

beforeEach(() => {
  configurePortal({ ...TEST_CONFIG, apiBaseUrl: '' });
  setTransport(null);
  fetchMock = jest.fn(async (url: string) => answer({ url, from: 'network' }));
  globalThis.fetch = fetchMock;
  delete (globalThis as { __portalFirstReads?: unknown }).__portalFirstReads;
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  servePage(null);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  await storedSession(null);
  jest.restoreAllMocks();
});

test("sends the session check and the person's screen's reads with the stored token, ':me' filled in; the client takes each answer once", async () => {
  await storedSession(participant);
  servePage(PLAN);
  await firstScript();
  expect(sent()).toEqual([
    ['/api/session', 'Bearer tok-ana'],
    ['/api/users/getuser/7', 'Bearer tok-ana'],
    ['/api/invoice/all?page=1', 'Bearer tok-ana'],
  ]);
  // the client asks for the same address with the same token: the early answer, no second request
  const { data } = await http.get('/api/invoice/all', { params: { page: 1 } });
  expect(data).toEqual({ url: '/api/invoice/all?page=1', from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  // taken once: a later read of it is a read of its own
  await http.get('/api/invoice/all', { params: { page: 1 } });
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test("a person the screen is not for gets the session check only (the admin's list is not read for a participant)", async () => {
  await storedSession({ ...participant, profiles_id: 4, access_token: 'tok-approver' });
  servePage(PLAN);
  await firstScript();
  expect(sent()).toEqual([['/api/session', 'Bearer tok-approver']]);
});

test("a path two remotes declare: the administrator's screen's files are preloaded, and not the participant's", async () => {
  await storedSession(admin);
  servePage(SHARED_PLAN);
  await firstScript();
  expect(preloads()).toEqual([
    '/releases/admin/0.2.0-cccc/mf-manifest.json fetch anonymous',
    '/releases/admin/0.2.0-cccc/remoteEntry.js script',
    '/releases/admin/0.2.0-cccc/screen-invoices.2b.js script',
  ]);
  expect(sent()).toEqual([['/api/session', 'Bearer tok-admin'], ['/api/invoice/admin?page=1', 'Bearer tok-admin']]);
});

test("a path two remotes declare: a participant gets the participant's screen's files", async () => {
  await storedSession(participant);
  servePage(SHARED_PLAN);
  await firstScript();
  expect(preloads()).toEqual([
    '/remotes/participant/mf-manifest.json fetch anonymous',
    '/remotes/participant/remoteEntry.js script',
    '/remotes/participant/screen-invoices-list.1a.js script',
  ]);
});

test('a path two remotes declare: no stored session, or a person neither screen is for, preloads nothing', async () => {
  await storedSession(null);
  servePage(SHARED_PLAN);
  await firstScript();
  expect(preloads()).toEqual([]);
  await storedSession(approver);
  await firstScript();
  expect(preloads()).toEqual([]);
  expect(sent()).toEqual([['/api/session', 'Bearer tok-approver']]);
});

test('no stored session, or a page that names no reads: nothing is sent, and the client reads as always', async () => {
  await storedSession(null);
  servePage(PLAN);
  await firstScript();
  expect(fetchMock).not.toHaveBeenCalled();
  servePage(null);
  await storedSession(participant);
  await firstScript();
  expect(fetchMock).not.toHaveBeenCalled();
  await http.get('/api/session');
  expect(sent()).toEqual([['/api/session', 'Bearer tok-ana']]);
});

test("a read for another viewport is not sent: a phone's page asks for the phone's slides only (SPEC 2.4)", async () => {
  await storedSession(participant);
  servePage({ session: '/api/session', screens: [{ roles: 'public', reads: [...HOME_READS] }] });
  // the page's viewport is a phone's (390 px): only the phone's media query matches
  const matchMedia = jest.fn((query: string) => ({ matches: query === PHONE_MEDIA }) as MediaQueryList);
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  try {
    await firstScript();
    expect(sent()).toEqual([
      ['/api/session', 'Bearer tok-ana'],
      ['/api/slides/position/up/1', 'Bearer tok-ana'],
      ['/api/slides/position/down/1', 'Bearer tok-ana'],
    ]);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test("a first-screen page's bundle that calls before the page's script ran sends the page's reads then, once, and takes its own answer", async () => {
  await storedSession(participant);
  servePage(PLAN);
  delete (globalThis as { __portalFirstReads?: unknown }).__portalFirstReads;
  const { data } = await http.get('/api/users/getuser/7');
  expect(data).toEqual({ url: '/api/users/getuser/7', from: 'network' });
  expect(sent().map(([url]) => url)).toEqual(['/api/session', '/api/users/getuser/7', '/api/invoice/all?page=1']);
  // the page's script, arriving after, sends nothing again
  startFirstReads();
  await http.get('/api/invoice/all', { params: { page: 1 } });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('bad input: a plan that is not JSON sends nothing', async () => {
  await storedSession(participant);
  servePage(PLAN);
  document.getElementById(FIRST_READS_ELEMENT)!.textContent = '{ not json';
  await firstScript();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("bad input: a plan of another shape sends nothing, and the client's reads still go out", async () => {
  await storedSession(participant);
  servePage({ session: '/api/session', screens: [{ roles: 7, reads: [{ url: '/api/x' }] }] } as unknown as FirstReadsPlan);
  await firstScript();
  const { data } = await http.get('/api/users/getuser/7');
  expect(data).toEqual({ url: '/api/users/getuser/7', from: 'network' });
});

test('an answer for another token is not taken (a logout and a new login in the page): the client asks with its own', async () => {
  await storedSession(participant);
  servePage(PLAN);
  await firstScript();
  useSession.getState().setSession({ ...participant, access_token: 'tok-new' });
  await http.get('/api/session');
  expect(sent().at(-1)).toEqual(['/api/session', 'Bearer tok-new']);
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('an early read that failed (no network) is asked again by the client, which gets its answer', async () => {
  await storedSession(participant);
  servePage(PLAN);
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await firstScript();
  const { data } = await http.get('/api/session');
  expect(data).toEqual({ url: '/api/session', from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test("an early answer that refuses is the client's refusal: the api's Spanish text, and a 401 ends the session as any call's does", async () => {
  await storedSession(participant);
  servePage(PLAN);
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/session' ? answer({ message: 'error', detail: 'Sesión vencida' }, 401) : answer({ message: 'error', detail: 'No encontrado' }, 404));
  await firstScript();
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  try {
    await expect(http.get('/api/invoice/all', { params: { page: 1 } })).rejects.toMatchObject({ status: 404, detail: 'No encontrado' });
    expect(handler).not.toHaveBeenCalled();
    await expect(http.get('/api/session')).rejects.toMatchObject({ status: 401, detail: 'Sesión vencida' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
    // both answers were the early ones: the client sent nothing of its own
    expect(fetchMock).toHaveBeenCalledTimes(3);
  } finally {
    setUnauthorizedHandler(() => undefined);
  }
});

test("an early answer not taken in the page's first moments is not used later: the client reads afresh", async () => {
  await storedSession(participant);
  servePage(PLAN);
  const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
  await firstScript();
  now.mockReturnValue(1_000 + FIRST_READ_FRESH_MS + 1);
  await http.get('/api/users/getuser/7');
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test("a read that follows another's answer goes out as soon as that answer is in, with its field; the client takes it once", async () => {
  await storedSession(approver);
  servePage(REQUEST_PLAN);
  fetchMock.mockImplementation(async (url: string) => answer(url.includes('applyfor') ? { id: 9, users_id: 2, state: 1 } : { url, from: 'network' }));
  await firstScript();
  // the client reads the request (the early answer), then its participant's invoices
  expect((await http.get('/api/product/applyfor/get/9')).data).toEqual({ id: 9, users_id: 2, state: 1 });
  expect((await http.get('/api/users/historyinvoice/2')).data).toEqual({ url: '/api/users/historyinvoice/2', from: 'network' });
  expect(sent()).toEqual([
    ['/api/session', 'Bearer tok-approver'],
    ['/api/product/applyfor/get/9', 'Bearer tok-approver'],
    ['/api/users/historyinvoice/2', 'Bearer tok-approver'],
  ]);
});

test("bad input: an answer without the field, or refused, sends no following read; the client's own reads go out", async () => {
  await storedSession(approver);
  servePage(REQUEST_PLAN);
  fetchMock.mockImplementation(async (url: string) => (url.includes('applyfor') ? answer({ id: 9, users_id: 'x' }) : answer({ url, from: 'network' })));
  await firstScript();
  await http.get('/api/product/applyfor/get/9');
  await http.get('/api/users/historyinvoice/2');
  expect(sent().map(([url]) => url)).toEqual(['/api/session', '/api/product/applyfor/get/9', '/api/users/historyinvoice/2']);
  // refused (404): nothing follows it
  fetchMock.mockClear();
  fetchMock.mockImplementation(async (url: string) => (url.includes('applyfor') ? answer({ detail: 'No existe' }, 404) : answer({ url })));
  await firstScript();
  await http.get('/api/product/applyfor/get/9').catch(() => undefined);
  expect(sent().map(([url]) => url)).toEqual(['/api/session', '/api/product/applyfor/get/9']);
});

test("a read that follows another's answer is waited for only at its own address: its ':users_id' segment filled, its query as declared", async () => {
  await storedSession(approver);
  servePage({
    session: '/api/session',
    screens: [{ roles: ['approver'], reads: [{ url: '/api/product/applyfor/get/9', then: [{ path: '/api/users/historyinvoice/:users_id', params: { page: 1 } }] }] }],
  });
  let requestAnswered!: () => void;
  const request = new Promise<void>((resolve) => { requestAnswered = resolve; });
  fetchMock.mockImplementation(async (url: string) => {
    if (!url.includes('applyfor')) return answer({ url, from: 'network' });
    await request;
    return answer({ id: 9, users_id: 2, state: 1 });
  });
  await firstScript();
  // asked for before the request's answer is in: without the query it is another address, read at once
  await http.get('/api/users/historyinvoice/2');
  expect(sent().map(([url]) => url)).toEqual(['/api/session', '/api/product/applyfor/get/9', '/api/users/historyinvoice/2']);
  // with it, the client waits for the page's own read and takes it: no second request
  const following = http.get('/api/users/historyinvoice/2', { params: { page: 1 } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock).toHaveBeenCalledTimes(3);
  requestAnswered();
  expect((await following).data).toEqual({ url: '/api/users/historyinvoice/2?page=1', from: 'network' });
  expect(sent().map(([url]) => url)).toEqual([
    '/api/session', '/api/product/applyfor/get/9', '/api/users/historyinvoice/2', '/api/users/historyinvoice/2?page=1',
  ]);
});
