// 'Lista de Ciudades' (SPEC 2.8) on the list contract: the api pages, filters and sorts,
// the table shows the page it answers. The fake api answers as the api does (named-entity/fake-list).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { City } from '@portal/contract';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const names = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Cúcuta', 'Bucaramanga', 'Pereira', 'Santa Marta', 'Ibagué', 'Pasto', 'Manizales'];
const cities: City[] = names.map((name, i) => ({ id: i + 1, name, version: 1 }));
/** the api's name order (capitals and accents do not count) */
const byName = ['Barranquilla', 'Bogotá', 'Bucaramanga', 'Cali', 'Cartagena', 'Cúcuta', 'Ibagué', 'Manizales', 'Medellín', 'Pasto', 'Pereira', 'Santa Marta'];

afterEach(() => {
  jest.restoreAllMocks();
});

const table = () => screen.findByRole('table', { name: 'Lista de Ciudades' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const shownNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/city');

test('asks the api for the first page by name and shows it, 10 per page with the total on top', async () => {
  const calls = installFakeApi({ 'GET /api/city': fakeList(cities) });
  const { user } = renderAdmin('/admin/list-cities');

  const t = await table();
  expect(await screen.findByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  expect(shownNames(t)).toEqual(byName.slice(0, 10));
  expect(within(t).getByRole('columnheader', { name: /ID/ })).toBeInTheDocument();
  expect(within(t).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(await screen.findByText('Mostrando 11 a 12 de 12 registros')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '2', pageSize: '10', sort: 'name' });
  expect(shownNames(t)).toEqual(['Pereira', 'Santa Marta']);
});

test('a header asks the api for that order, a second click for the reverse; the actions column does not sort', async () => {
  const calls = installFakeApi({ 'GET /api/city': fakeList(cities) });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: /^ID/ }));
  await waitFor(() => expect(shownNames(t)[0]).toBe('Bogotá'));
  expect(listCalls(calls).at(-1)?.query).toMatchObject({ sort: 'id', page: '1' });

  await user.click(within(t).getByRole('button', { name: /^ID/ }));
  await waitFor(() => expect(shownNames(t)[0]).toBe('Manizales'));
  expect(listCalls(calls).at(-1)?.query).toMatchObject({ sort: '-id' });
  expect(within(t).getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');

  // back to the name order: the page the api gave for it at first is shown again (cached)
  await user.click(within(t).getByRole('button', { name: /^Nombre/ }));
  await waitFor(() => expect(shownNames(t)).toEqual(byName.slice(0, 10)));
  expect(within(t).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(t).queryByRole('button', { name: /^Acciones/ })).not.toBeInTheDocument();
});

test('the filter is sent once after a pause, from page 1, and the api finds the name without its accent', async () => {
  const calls = installFakeApi({ 'GET /api/city': fakeList(cities) });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();
  await user.click(await screen.findByRole('button', { name: 'SIGUIENTE' }));
  await screen.findByText('Mostrando 11 a 12 de 12 registros');

  const before = calls.length;
  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'bogota');
  expect(await screen.findByText('Mostrando 1 a 1 de 1 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Bogotá']);
  // one request for the word, not one per key
  expect(calls.slice(before).map((c) => c.query.q).filter((q) => q !== undefined)).toEqual(['bogota']);
  expect(listCalls(calls).at(-1)?.query).toEqual({ q: 'bogota', sort: 'name', page: '1', pageSize: '10' });
  expect(screen.queryByRole('button', { name: 'SIGUIENTE' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'zz');
  expect(await screen.findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
});

test("an empty list says 'No hay ciudades registradas'", async () => {
  installFakeApi({ 'GET /api/city': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-cities');
  expect(await screen.findByText('No hay ciudades registradas')).toBeInTheDocument();
});

test('delete asks first, then names the id and reads the list again (SPEC 4, SPEC 8)', async () => {
  let stored = cities;
  const calls = installFakeApi({
    'GET /api/city': fakeList(() => stored),
    'DELETE /api/city/2': () => {
      stored = stored.filter((c) => c.id !== 2);
      return { body: { message: 'success', detail: 'Ciudad eliminada', city: cities[1] } };
    },
  });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: 'Borrar Medellín' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar esta Ciudad?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  const readsBefore = listCalls(calls).length;
  await user.click(within(confirm).getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminada!' });
  expect(done).toHaveTextContent('2');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/city/2']);
  // the page is read again from the api: the row is gone and the next one moved up
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(listCalls(calls).length).toBeGreaterThan(readsBefore);
  expect(within(t).queryByRole('cell', { name: 'Medellín' })).not.toBeInTheDocument();
  expect(shownNames(t)).toEqual(byName.filter((n) => n !== 'Medellín').slice(0, 10));

  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the deleted row leaves the table at once, before the re-read answers', async () => {
  let stored = cities;
  const reread = deferred<FakeReply>();
  const list = fakeList(() => stored);
  installFakeApi({
    'GET /api/city': (req) => (stored.length < cities.length ? reread.promise : list(req)),
    'DELETE /api/city/2': () => {
      stored = stored.filter((c) => c.id !== 2);
      return { body: { message: 'success', detail: 'Ciudad eliminada' } };
    },
  });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: 'Borrar Medellín' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  await screen.findByRole('dialog', { name: 'Eliminada!' });
  expect(within(t).queryByRole('cell', { name: 'Medellín' })).not.toBeInTheDocument();
  expect(screen.getByText('Mostrando 1 a 9 de 11 registros')).toBeInTheDocument();

  await act(async () => reread.resolve(list({ method: 'GET', path: '/api/city', headers: {}, body: undefined, query: { page: '1', pageSize: '10', sort: 'name' } })));
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(byName.filter((n) => n !== 'Medellín').slice(0, 10));
});

test('deleting the only city of the last page goes back to the page before', async () => {
  let stored = cities.slice(0, 11);
  installFakeApi({
    'GET /api/city': fakeList(() => stored),
    'DELETE /api/city/9': () => {
      stored = stored.filter((c) => c.id !== 9);
      return { body: { message: 'success', detail: 'Ciudad eliminada' } };
    },
  });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();
  await user.click(await screen.findByRole('button', { name: 'SIGUIENTE' }));
  expect(await screen.findByText('Mostrando 11 a 11 de 11 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Santa Marta']);

  await user.click(within(t).getByRole('button', { name: 'Borrar Santa Marta' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Eliminada!' })).getByRole('button', { name: 'Aceptar' }));
  expect(await screen.findByText('Mostrando 1 a 10 de 10 registros')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'SIGUIENTE' })).not.toBeInTheDocument();
});

test('Cancelar in the confirmation deletes nothing', async () => {
  const calls = installFakeApi({ 'GET /api/city': fakeList(cities) });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(await within(t).findByRole('button', { name: 'Borrar Cali' }));
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  expect(within(t).getByRole('cell', { name: 'Cali' })).toBeInTheDocument();
});

test("a refused delete shows 'Cancelled' with the server's detail and keeps the row", async () => {
  installFakeApi({
    'GET /api/city': fakeList(cities),
    'DELETE /api/city/1': { status: 409, body: { message: 'error', detail: 'No se puede eliminar la ciudad: tiene sucursales asociadas.', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(await within(t).findByRole('button', { name: 'Borrar Bogotá' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));

  const cancelled = await screen.findByRole('dialog', { name: 'Cancelled' });
  expect(cancelled).toHaveTextContent('No se puede eliminar la ciudad: tiene sucursales asociadas.');
  expect(within(t).getByRole('cell', { name: 'Bogotá' })).toBeInTheDocument();
  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
});

test("a row's edit button opens that city's edit screen", async () => {
  installFakeApi({ 'GET /api/city': fakeList(cities), 'GET /api/city/2': { body: cities[1] } });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(await within(t).findByRole('button', { name: 'Editar Medellín' }));
  expect(await screen.findByLabelText('Nombre de la ciudad')).toHaveValue('Medellín');
  expect(screen.getByRole('heading', { name: 'Editar Ciudad' })).toBeInTheDocument();
});

test("'Crear Ciudad' opens the create form", async () => {
  installFakeApi({ 'GET /api/city': fakeList(cities) });
  const { user } = renderAdmin('/admin/list-cities');
  await table();

  await user.click(screen.getByRole('link', { name: 'Crear Ciudad' }));
  expect(await screen.findByRole('heading', { name: 'Crear Ciudad' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre de la ciudad')).toHaveValue('');
});

test('a list that can not be read shows a Spanish panel with a retry', async () => {
  let fail = true;
  const list = fakeList(cities);
  installFakeApi({
    'GET /api/city': (req) => (fail ? { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } : list(req)),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/list-cities');

  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las ciudades');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(bodyRows(await table())).toHaveLength(10);
});
