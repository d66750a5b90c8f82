// The chunk a remote loads a screen's code in is named after the screen's path, without its
// parameters, so the build can list its files and the api name them in the page of that path.
import { listPageParams } from './list-params';
import { badgeRead, menuOf, readRemoteScreens, readsAfter, screenChunkName, screenReads, worksOffline, type ScreenDeclaration } from './screens';

test.each([
  ['/admin/register-sale', 'screen-register-sale'],
  ['/admin/redeem-product/:id', 'screen-redeem-product'],
  ['/admin/edit-city/:id', 'screen-edit-city'],
  ['/admin/reports/*', 'screen-reports'],
])('%s is loaded in the chunk %s', (path, name) => {
  expect(screenChunkName(path)).toBe(name);
});

// The reads a screen declares, filled in for one person at one address.

describe('screenReads', () => {
  const detail: ScreenDeclaration = {
    path: '/admin/invoice-details/:id', title: 'Detalle de Factura', roles: ['participant'],
    reads: [{ path: '/api/invoice/get/:id' }, { path: '/api/users/getuser/:me' }],
  };

  it("fills ':name' from the address and ':me' from the person", () => {
    expect(screenReads(detail, '/admin/invoice-details/42', 7)).toEqual([{ path: '/api/invoice/get/42' }, { path: '/api/users/getuser/7' }]);
  });

  it('leaves out a read whose value is not a positive whole number, or with nobody signed in', () => {
    expect(screenReads(detail, '/admin/invoice-details/abc', 7)).toEqual([{ path: '/api/users/getuser/7' }]);
    expect(screenReads(detail, '/admin/invoice-details/0', null)).toEqual([]);
    expect(screenReads(detail, '/admin/invoice-details/12345678901', 7)).toEqual([{ path: '/api/users/getuser/7' }]);
  });

  it('keeps a list read\'s first page query, a copy per call', () => {
    const params = listPageParams({ sort: { key: 'created', direction: 'desc' }, page: 1, pageSize: 10 });
    expect(params).toEqual({ sort: '-created', page: 1, pageSize: 10 });
    const list: ScreenDeclaration = { path: '/admin/redeem-list', title: 'Lista Redenciones', roles: ['participant'], reads: [{ path: '/api/product/applyfor/all', params }] };
    const [read] = screenReads(list, '/admin/redeem-list', 3);
    expect(read).toEqual({ path: '/api/product/applyfor/all', params: { sort: '-created', page: 1, pageSize: 10 } });
    expect(read.params).not.toBe(params);
  });

  it('a screen without reads reads nothing', () => {
    expect(screenReads({ path: '/admin/politics', title: 'x', roles: ['participant'] }, '/admin/politics', 1)).toEqual([]);
  });
});

describe('readsAfter (a read that follows another one\'s answer)', () => {
  const request = { path: '/api/product/applyfor/get/9', then: [{ path: '/api/users/historyinvoice/:users_id' }, { path: '/api/product/get/:products_id', params: { full: 1 } }] };

  it("fills each ':name' from the answer's own field, a positive whole number", () => {
    expect(readsAfter(request, { id: 9, users_id: 2, products_id: 31 })).toEqual([
      { path: '/api/users/historyinvoice/2' },
      { path: '/api/product/get/31', params: { full: 1 } },
    ]);
  });

  it('bad input: a missing, zero, text or nested field leaves that read out; an answer that is no object, all of them', () => {
    expect(readsAfter(request, { users_id: 0, products_id: '12' })).toEqual([{ path: '/api/product/get/12', params: { full: 1 } }]);
    expect(readsAfter(request, { users_id: 'x', products_id: { id: 3 } })).toEqual([]);
    expect(readsAfter(request, [{ users_id: 2 }])).toEqual([]);
    expect(readsAfter(request, null)).toEqual([]);
    expect(readsAfter({ path: '/api/x' }, { users_id: 2 })).toEqual([]);
  });

  it("is kept by screenReads, and the route's ':me' and ':name' never reach a following read", () => {
    const screen: ScreenDeclaration = { path: '/admin/confirm-redeem/:id', title: 'Ver Solicitud', roles: ['approver'], reads: [{ path: '/api/product/applyfor/get/:id', then: [{ path: '/api/users/historyinvoice/:users_id' }] }] };
    const [read] = screenReads(screen, '/admin/confirm-redeem/9', 4);
    expect(read).toEqual({ path: '/api/product/applyfor/get/9', then: [{ path: '/api/users/historyinvoice/:users_id' }] });
    expect(readsAfter(read, { users_id: 5 })).toEqual([{ path: '/api/users/historyinvoice/5' }]);
  });
});

describe("a remote's declared reads, as the shell and the build check them", () => {
  const list = (reads: unknown) => ({ remote: 'review', release: '1.0.0-abc', screens: [{ path: '/admin/confirm-redeem/:id', title: 'Ver Solicitud', roles: ['approver'], reads }] });
  const problem = (reads: unknown) => {
    const read = readRemoteScreens('review', list(reads));
    return read.ok ? null : read.problem;
  };

  it('takes api paths with the route\'s own parameters, ":me", and a query of texts and numbers', () => {
    expect(problem([{ path: '/api/product/applyfor/get/:id' }, { path: '/api/users/getuser/:me', params: { page: 1, sort: '-created' } }])).toBeNull();
    const read = readRemoteScreens('review', list([{ path: '/api/product/applyfor/get/:id' }]));
    expect(read.ok && read.value.screens[0].reads).toEqual([{ path: '/api/product/applyfor/get/:id' }]);
  });

  it.each([
    ['not a list', { path: '/api/x' }, "'reads' no es una lista"],
    ['another host', [{ path: 'https://evil.example/api/x' }], 'no es una ruta /api/...'],
    ['outside the api', [{ path: '/uploads/x' }], 'no es una ruta /api/...'],
    ['a way up', [{ path: '/api/../auth' }], 'no es una ruta /api/...'],
    ['a query in the path', [{ path: '/api/x?y=1' }], 'no es una ruta /api/...'],
    ['a parameter the route lacks', [{ path: '/api/invoice/get/:invoice' }], "usa ':invoice', que la ruta no tiene"],
    ['a query that is not texts or numbers', [{ path: '/api/x', params: { page: { a: 1 } } }], "'params' debe tener textos o números"],
    ["a 'then' that is not a list", [{ path: '/api/x', then: { path: '/api/y' } }], "'then' no es una lista"],
    ['a following read outside the api', [{ path: '/api/x', then: [{ path: '/uploads/:file' }] }], 'la lectura que sigue a /api/x'],
    ['a following read that has its own', [{ path: '/api/x', then: [{ path: '/api/y/:a', then: [] }] }], "no puede tener otra ('then')"],
  ])('refuses %s', (_what, reads, why) => {
    expect(problem(reads)).toContain(why);
    expect(problem(reads)).toMatch(/^El módulo 'review' declara mal sus pantallas: \/admin\/confirm-redeem\/:id: /);
  });
});

// A screen's count beside its menu entry ('Facturas por revisar' and the invoices waiting)
describe("a screen's menu count (badge), as the shell and the build check it", () => {
  const queue = (badge: unknown) => ({
    path: '/admin/review-invoices', title: 'Facturas por revisar', roles: ['admin', 'approver'], badge,
    menu: { staff: { order: 9 }, admin: { order: 129 } },
  });
  const problem = (badge: unknown) => {
    const read = readRemoteScreens('review', { remote: 'review', release: '1.0.0-abc', screens: [queue(badge)] });
    return read.ok ? null : read.problem;
  };

  it('takes an api path, with ":me" and a query, and the menu entries carry it', () => {
    expect(problem({ path: '/api/invoice/review-queue/count' })).toBeNull();
    expect(problem({ path: '/api/users/:me/count', params: { state: 'Creada' } })).toBeNull();
    const screens = [queue({ path: '/api/invoice/review-queue/count' }) as ScreenDeclaration];
    expect(menuOf(screens, 'admin')).toEqual([
      { kind: 'link', label: 'Facturas por revisar', path: '/admin/review-invoices', hidden: false, badge: { path: '/api/invoice/review-queue/count' } },
    ]);
    // a screen without one: no badge key at all (the menus of SPEC 6 as they were)
    expect(menuOf([{ ...screens[0], badge: undefined }], 'staff')[0]).not.toHaveProperty('badge');
  });

  it.each([
    ['not an object', 'x', "el contador ('badge')"],
    ['outside the api', { path: '/uploads/x' }, 'no es una ruta /api/...'],
    ['another host', { path: 'https://evil.example/api/x' }, 'no es una ruta /api/...'],
    ['a parameter other than ":me"', { path: '/api/invoice/get/:id' }, "usa ':id', que la ruta no tiene"],
    ['a query that is not texts or numbers', { path: '/api/x', params: { a: [1] } }, "'params' debe tener textos o números"],
  ])('refuses %s', (_what, badge, why) => {
    expect(problem(badge)).toContain(why);
    expect(problem(badge)).toMatch(/^El módulo 'review' declara mal sus pantallas: \/admin\/review-invoices: /);
  });

  it("fills ':me' with the person's id, and reads nothing without a person", () => {
    expect(badgeRead({ path: '/api/invoice/review-queue/count' }, 4)).toEqual({ path: '/api/invoice/review-queue/count' });
    expect(badgeRead({ path: '/api/users/:me/count', params: { a: 1 } }, 4)).toEqual({ path: '/api/users/4/count', params: { a: 1 } });
    expect(badgeRead({ path: '/api/users/:me/count' }, null)).toBeNull();
  });
});

// The profiles for whom a screen works with no signal
describe("a screen's offline profiles, as the shell and the build check them", () => {
  const sale = (offline: unknown): Record<string, unknown> => ({ path: '/admin/register-sale', title: 'Ingresar Venta', roles: ['participant'], offline });
  const problem = (offline: unknown) => {
    const read = readRemoteScreens('participant', { remote: 'participant', release: '1.0.0-abc', screens: [sale(offline)] });
    return read.ok ? null : read.problem;
  };

  it('works offline only for the profiles it names (SPEC 6: the role from profiles_id)', () => {
    expect(problem(['participant'])).toBeNull();
    const screen = sale(['participant']) as unknown as ScreenDeclaration;
    expect(worksOffline(screen, 1)).toBe(false); // the administrator
    expect(worksOffline(screen, 2)).toBe(true); // a participant
    expect(worksOffline(screen, null)).toBe(false);
    expect(worksOffline({ ...screen, offline: undefined }, 2)).toBe(false);
  });

  it.each([
    ['not a list', 'participant'],
    ['an unknown profile', ['participant', 'owner']],
  ])('refuses %s', (_what, offline) => {
    expect(problem(offline)).toContain("'offline' debe listar perfiles");
  });
});
