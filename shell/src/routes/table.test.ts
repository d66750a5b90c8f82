// Bad input: a remote's list of screens that is missing, not JSON, malformed or claiming a
// path another owns is named in the log with the remote at fault; every other screen keeps working.
import { menuOrderProblems, PAGE_SCREENS_ELEMENT, type PortalConfig } from '@portal/contract';
import { AUTH_ROUTES, SHELL_ROUTES } from './own';
import { canOpen, loadRemoteScreens, lookupPath, menuFor, retryRemoteScreens, routeTitle, useRouteTable } from './table';

const config = (): PortalConfig => ({
  remotes: {
    participant: '/remotes/participant/mf-manifest.json',
    admin: 'https://cdn.example.com/admin/7/mf-manifest.json?v=1',
    review: '/remotes/review/mf-manifest.json',
  },
  apiBaseUrl: '', clientId: 'c', clientSecret: 's', appKey: 'k', contactUrl: 'https://example.com',
});

const list = (remote: string, screens: unknown[], release = '1.0.0+abc') => ({ remote, release, screens });
const participant = list('participant', [
  { path: '/admin/register-sale', title: 'Ingresar Venta', roles: ['participant'], menu: { participant: { order: 10, group: 'Ventas' } } },
]);
const review = list('review', [
  { path: '/admin/redeem-list', title: 'Lista Redenciones', roles: ['admin', 'approver', 'buyer', 'participant'], menu: { participant: { order: 40 }, admin: { order: 130 } } },
]);
const admin = list('admin', [
  { path: '/admin/list-cities', title: 'Lista de Ciudades', roles: ['admin'], menu: { admin: { order: 30, group: 'Ciudades' } } },
]);

type Answer = { status?: number; body?: unknown; text?: string } | 'network';
let answers: Record<string, Answer>;
let asked: string[];
let logged: string[];

beforeEach(() => {
  asked = [];
  logged = [];
  useRouteTable.setState({ remotes: {}, routes: [], releases: {}, problems: [] });
  jest.spyOn(console, 'error').mockImplementation((text: unknown) => void logged.push(String(text)));
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    const answer = answers[String(url)];
    if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
    const text = answer.text ?? JSON.stringify(answer.body);
    const status = answer.status ?? 200;
    // the part of a Response the table reads (jsdom has no Response)
    return { ok: status < 300, status, json: async () => JSON.parse(text) } as Response;
  }) as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

const visible = (profilesId: number) =>
  menuFor(useRouteTable.getState(), profilesId).flatMap((i) => (i.kind === 'group' ? i.children : [i])).filter((l) => !l.hidden).map((l) => l.label);

test("each remote's screens are read from beside the manifest the config names, and composed with the shell's pages", async () => {
  answers = {
    '/remotes/participant/screens.json': { body: participant },
    'https://cdn.example.com/admin/7/screens.json': { body: admin },
    '/remotes/review/screens.json': { body: review },
  };
  await loadRemoteScreens(config());
  expect(asked.sort()).toEqual(['/remotes/participant/screens.json', '/remotes/review/screens.json', 'https://cdn.example.com/admin/7/screens.json']);
  const table = useRouteTable.getState();
  expect(visible(2)).toEqual(['Ingresar Venta', 'Lista Redenciones', 'Contáctanos', 'Políticas Y Condiciones']);
  expect(visible(1)).toEqual(['Inicio', 'Lista de Ciudades', 'Lista Redenciones']);
  expect(routeTitle(table, '/admin/list-cities')).toBe('Lista de Ciudades');
  expect(canOpen(table, 2, '/admin/list-cities')).toBe(false);
  expect(canOpen(table, 1, '/admin/list-cities')).toBe(true);
  expect(table.releases).toEqual({ participant: '1.0.0+abc', admin: '1.0.0+abc', review: '1.0.0+abc' });
  expect(table.problems).toEqual([]);
  expect(lookupPath(table, '/admin/nowhere')).toEqual({ kind: 'unknown' });
});

test.each<[string, Answer, RegExp]>([
  ['answers 404', { status: 404, text: 'Not found' }, /El módulo 'admin' no publicó sus pantallas \(.*respondió 404\)/],
  ['answers an HTML page', { text: '<!doctype html><title>Portal</title>' }, /El módulo 'admin' no publicó sus pantallas \(.* no es JSON\)/],
  ['does not answer', 'network', /El módulo 'admin' no respondió/],
  ['is not a list of screens', { body: { remote: 'admin', release: '1', screens: 'todas' } }, /El módulo 'admin' declara mal sus pantallas: 'screens' no es una lista/],
  ['is another remote\'s list', { body: { ...participant } }, /El módulo 'admin' declara mal sus pantallas: la lista es del módulo "participant"/],
  ['has a screen with no roles', { body: list('admin', [{ path: '/admin/list-cities', title: 'Lista de Ciudades', roles: [] }]) }, /\/admin\/list-cities: 'roles' debe listar perfiles/],
  ['has a screen outside /admin', { body: list('admin', [{ path: '/auth/login-page', title: 'Otra', roles: ['admin'] }]) }, /la ruta "\/auth\/login-page" no es una ruta \/admin/],
  ['has a menu of unknown kind', { body: list('admin', [{ path: '/admin/x', title: 'X', roles: ['admin'], menu: { jefe: { order: 1 } } }]) }, /menú desconocido 'jefe'/],
])("a remote whose list %s is named as at fault; the others' screens work; its paths are 'unavailable', not sent home", async (_what, answer, problem) => {
  answers = { '/remotes/participant/screens.json': { body: participant }, 'https://cdn.example.com/admin/7/screens.json': answer, '/remotes/review/screens.json': { body: review } };
  await loadRemoteScreens(config());
  const table = useRouteTable.getState();
  expect(table.problems).toEqual([expect.stringMatching(problem)]);
  expect(logged).toEqual([expect.stringMatching(problem)]);
  expect(visible(2)).toEqual(['Ingresar Venta', 'Lista Redenciones', 'Contáctanos', 'Políticas Y Condiciones']);
  expect(lookupPath(table, '/admin/list-cities')).toEqual({ kind: 'unavailable', remotes: ['admin'] });
  expect(lookupPath(table, '/admin/redeem-list')).toMatchObject({ kind: 'route', route: { owner: 'review' } });
});

test("a remote claiming the shell's page or an earlier remote's is named; its claim is ignored and its other screens work", async () => {
  answers = {
    '/remotes/participant/screens.json': { body: participant },
    'https://cdn.example.com/admin/7/screens.json': {
      body: list('admin', [
        { path: '/admin/register-sale', title: 'Venta del admin', roles: ['admin', 'participant'] },
        { path: '/admin/home', title: 'Otro inicio', roles: ['admin'] },
        { path: '/admin/list-cities', title: 'Lista de Ciudades', roles: ['admin'], menu: { admin: { order: 30 } } },
      ]),
    },
    '/remotes/review/screens.json': { body: review },
  };
  await loadRemoteScreens(config());
  const table = useRouteTable.getState();
  expect(table.problems).toEqual([
    "El módulo 'admin' declara /admin/register-sale, que ya es del módulo 'participant': se ignora.",
    "El módulo 'admin' declara /admin/home, que ya es del portal: se ignora.",
  ]);
  expect(lookupPath(table, '/admin/register-sale')).toMatchObject({ kind: 'route', route: { owner: 'participant', title: 'Ingresar Venta' } });
  expect(routeTitle(table, '/admin/list-cities')).toBe('Lista de Ciudades');
  expect(logged).toHaveLength(2);
});

test("while a remote's list is on its way its paths are 'pending'; Reintentar reads a failed list again", async () => {
  answers = { '/remotes/participant/screens.json': { body: participant }, 'https://cdn.example.com/admin/7/screens.json': 'network', '/remotes/review/screens.json': { body: review } };
  const loading = loadRemoteScreens(config());
  expect(lookupPath(useRouteTable.getState(), '/admin/list-cities')).toEqual({ kind: 'pending' });
  await loading;
  expect(lookupPath(useRouteTable.getState(), '/admin/list-cities')).toEqual({ kind: 'unavailable', remotes: ['admin'] });

  answers['https://cdn.example.com/admin/7/screens.json'] = { body: admin };
  await retryRemoteScreens();
  expect(lookupPath(useRouteTable.getState(), '/admin/list-cities')).toMatchObject({ kind: 'route', route: { owner: 'admin' } });
  expect(useRouteTable.getState().problems).toEqual([]);
  expect(asked.filter((u) => u.includes('participant'))).toHaveLength(1);
});

test('one path may be two remotes\' for profiles that do not overlap (SPEC 2.4 /invoices-list): each person gets their own', async () => {
  answers = {
    '/remotes/participant/screens.json': { body: list('participant', [{ path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ['participant'], menu: { participant: { order: 11 } } }]) },
    'https://cdn.example.com/admin/7/screens.json': { body: list('admin', [{ path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ['admin'], menu: { admin: { order: 120 } } }]) },
    '/remotes/review/screens.json': { body: list('review', [{ path: '/admin/invoices-list', title: 'Otra', roles: ['admin', 'approver'] }]) },
  };
  await loadRemoteScreens(config());
  const table = useRouteTable.getState();
  expect(lookupPath(table, '/admin/invoices-list', 2)).toMatchObject({ kind: 'route', route: { owner: 'participant' } });
  expect(lookupPath(table, '/admin/invoices-list', 1)).toMatchObject({ kind: 'route', route: { owner: 'admin' } });
  // a profile neither lets in: refused (the first that matches), never handed to a remote
  expect(canOpen(table, 4, '/admin/invoices-list')).toBe(false);
  // a third claim that overlaps the administrator's is refused, naming its remote
  expect(table.problems).toEqual(["El módulo 'review' declara /admin/invoices-list, que ya es del módulo 'admin': se ignora."]);
});

describe("the lists written in the page the api serves (api/src/web/hints.ts)", () => {
  /** the page as the api serves it: the lists of the remotes that do not declare its path, by manifest address */
  const servePage = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_SCREENS_ELEMENT;
    element.textContent = text;
    document.head.append(element);
  };
  afterEach(() => document.getElementById(PAGE_SCREENS_ELEMENT)?.remove());
  const withReleases = (): PortalConfig => ({ ...config(), releases: { shell: null, participant: '1.0.0+abc', admin: '1.0.0+abc', review: '1.0.0+abc' } });

  test("a list in the page is not asked for; the others are; the menus are the same", async () => {
    servePage(JSON.stringify({ 'https://cdn.example.com/admin/7/mf-manifest.json?v=1': admin, '/remotes/review/mf-manifest.json': review }));
    answers = { '/remotes/participant/screens.json': { body: participant } };
    await loadRemoteScreens(withReleases());
    expect(asked).toEqual(['/remotes/participant/screens.json']);
    expect(visible(2)).toEqual(['Ingresar Venta', 'Lista Redenciones', 'Contáctanos', 'Políticas Y Condiciones']);
    expect(visible(1)).toEqual(['Inicio', 'Lista de Ciudades', 'Lista Redenciones']);
    expect(useRouteTable.getState().problems).toEqual([]);
  });

  test('bad input: a copy of another release, of another manifest, malformed, or a page element that is not JSON: asked for, as always', async () => {
    servePage(JSON.stringify({
      // a page kept from before the review remote's deploy: the config names 1.0.0+abc
      '/remotes/review/mf-manifest.json': list('review', review.screens, '0.9.0+old'),
      // another manifest's address than the config's
      'https://cdn.example.com/admin/6/mf-manifest.json?v=1': admin,
      // a list the shell would refuse
      '/remotes/participant/mf-manifest.json': { remote: 'participant', release: '1.0.0+abc', screens: 'todas' },
    }));
    answers = {
      '/remotes/participant/screens.json': { body: participant },
      'https://cdn.example.com/admin/7/screens.json': { body: admin },
      '/remotes/review/screens.json': { body: review },
    };
    await loadRemoteScreens(withReleases());
    expect(asked.sort()).toEqual(['/remotes/participant/screens.json', '/remotes/review/screens.json', 'https://cdn.example.com/admin/7/screens.json']);
    expect(useRouteTable.getState().problems).toEqual([]);
    expect(visible(2)).toEqual(['Ingresar Venta', 'Lista Redenciones', 'Contáctanos', 'Políticas Y Condiciones']);

    asked = [];
    document.getElementById(PAGE_SCREENS_ELEMENT)!.textContent = '{ not json';
    await loadRemoteScreens(withReleases());
    expect(asked).toHaveLength(3);
    expect(useRouteTable.getState().problems).toEqual([]);
  });

  test("a copy refused, then a network that fails: the remote's paths are 'unavailable'; Reintentar asks the network, not the copy", async () => {
    servePage(JSON.stringify({ '/remotes/review/mf-manifest.json': list('review', review.screens, '0.9.0+old') }));
    answers = { '/remotes/participant/screens.json': { body: participant }, 'https://cdn.example.com/admin/7/screens.json': { body: admin }, '/remotes/review/screens.json': 'network' };
    await loadRemoteScreens(withReleases());
    expect(lookupPath(useRouteTable.getState(), '/admin/redeem-list')).toEqual({ kind: 'unavailable', remotes: ['review'] });
    answers['/remotes/review/screens.json'] = { body: review };
    await retryRemoteScreens();
    expect(asked.filter((u) => u.includes('review'))).toEqual(['/remotes/review/screens.json', '/remotes/review/screens.json']);
    expect(lookupPath(useRouteTable.getState(), '/admin/redeem-list')).toMatchObject({ kind: 'route', route: { owner: 'review' } });
  });
});

test("the shell's own pages are in the shell's menu order numbers (contract MENU_ORDERS)", () => {
  expect(menuOrderProblems('shell', [...AUTH_ROUTES, ...SHELL_ROUTES])).toEqual([]);
});
