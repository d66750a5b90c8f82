// Every option of the sale form is read in the background for a participant and written as the
// answers of the form's own reads, so that every brand -> design -> tire chain works with no signal.
import { QueryClient } from '@tanstack/react-query';
import { API, type Brand, type Design, type Tire } from '@portal/contract';
import { apiKey } from '../data';
import { ApiError } from '../errors';
import { installFakeApi, type FakeRoutes } from '../testing';
import { keepSaleOptions, SALE_OPTIONS_FRESH_MS, saleOptionsFresh } from './sale-options';

const NOW = new Date('2024-03-15T17:00:00Z').getTime();
const nexen: Brand = { id: 1, name: 'Nexen' };
const roadstone: Brand = { id: 2, name: 'Roadstone' };
const empty: Brand = { id: 3, name: 'Sin diseños' };
const design = (id: number, brand: Brand): Design => ({ id, name: `Diseño ${id}`, brand_id: brand.id, brand });
const designs = [design(10, nexen), design(11, nexen), design(20, roadstone)];
const tire = (id: number, d: Design): Tire => ({
  id, name: `Rin ${id}`, tire_code: `C-${id}`, description: `Llanta ${id}`, design_id: d.id, design: { id: d.id, name: d.name, brand: d.brand },
  tire_points_by_profile: [{ profile: { id: 2, name: 'Vendedor' }, profiles_id: 2, points_general: id, points_uhp: 0, total_points: id }],
});
const tires = [tire(100, designs[0]), tire(101, designs[0]), tire(200, designs[2])];
const routes: FakeRoutes = {
  'GET /api/brand/all': { body: [nexen, roadstone, empty] },
  'GET /api/design': { body: designs },
  'GET /api/tire': { body: tires },
  'GET /api/subsidiary': { body: [{ id: 3, name: 'Llantas del Norte' }] },
  'GET /api/users/getuser/7': { body: { id: 7, subsidiary_id: 3 } },
};
const data = (client: QueryClient, path: string) => client.getQueryData(apiKey(path));

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

test("a participant's options: each brand's designs and each design's tires, as the form's own reads answer them", async () => {
  const calls = installFakeApi(routes);
  const client = new QueryClient();
  expect(await keepSaleOptions(7, 2, client)).toBe(true);

  expect(calls.map((c) => c.path).sort()).toEqual(['/api/brand/all', '/api/design', '/api/subsidiary', '/api/tire', '/api/users/getuser/7']);
  expect(data(client, API.designsByBrand(1))).toEqual([designs[0], designs[1]]);
  expect(data(client, API.designsByBrand(2))).toEqual([designs[2]]);
  expect(data(client, API.designsByBrand(3))).toEqual([]);
  expect(data(client, API.tiresByDesign(10))).toEqual([tires[0], tires[1]]);
  expect(data(client, API.tiresByDesign(11))).toEqual([]);
  expect(data(client, API.tiresByDesign(20))).toEqual([tires[2]]);
  expect(data(client, API.subsidiaries)).toEqual([{ id: 3, name: 'Llantas del Norte' }]);
  expect(data(client, API.userGet(7))).toEqual({ id: 7, subsidiary_id: 3 });
  // the whole lists are not held: only their split answers are
  await new Promise((resolve) => setTimeout(resolve, 1));
  expect(data(client, API.tires)).toBeUndefined();
  expect(saleOptionsFresh(client, 7)).toBe(true);
});

test('a fresh copy is not read again; one older than SALE_OPTIONS_FRESH_MS is', async () => {
  const calls = installFakeApi(routes);
  const client = new QueryClient();
  await keepSaleOptions(7, 2, client);
  expect(await keepSaleOptions(7, 2, client)).toBe(false);
  expect(calls).toHaveLength(5);

  jest.setSystemTime(NOW + SALE_OPTIONS_FRESH_MS + 1);
  expect(saleOptionsFresh(client, 7)).toBe(false);
  expect(await keepSaleOptions(7, 2, client)).toBe(true);
  expect(calls).toHaveLength(10);
});

test('a copy that lacks one design of a brand is not taken as complete', async () => {
  installFakeApi(routes);
  const client = new QueryClient();
  await keepSaleOptions(7, 2, client);
  client.removeQueries({ queryKey: apiKey(API.tiresByDesign(20)) });
  expect(saleOptionsFresh(client, 7)).toBe(false);
});

test('staff register no sales: nothing is read for an administrator, an approver or a buyer', async () => {
  const calls = installFakeApi(routes);
  for (const profile of [1, 4, 5]) expect(await keepSaleOptions(7, profile, new QueryClient())).toBe(false);
  expect(calls).toHaveLength(0);
});

test('a failed read keeps what the page had and says so in the console only', async () => {
  installFakeApi({ ...routes, 'GET /api/tire': () => { throw new TypeError('Failed to fetch'); } });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(apiKey(API.designsByBrand(1)), [designs[0]]);
  expect(await keepSaleOptions(7, 2, client)).toBe(false);
  expect(data(client, API.designsByBrand(1))).toEqual([designs[0]]);
  expect(warn).toHaveBeenCalledWith('No se pudieron guardar en el teléfono las opciones de la venta', expect.any(ApiError));
  warn.mockRestore();
  error.mockRestore();
});
