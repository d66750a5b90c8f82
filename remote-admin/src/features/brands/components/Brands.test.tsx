import { act, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@portal/contract';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const names = ['Michelin', 'Pirelli', 'Goodyear', 'Bridgestone', 'Continental', 'Hankook', 'Yokohama', 'Dunlop', 'Firestone', 'Kumho', 'Toyo', 'BFGoodrich'];
const brands: Brand[] = names.map((name, i) => ({ id: i + 1, name }));
const table = () => screen.findByRole('table', { name: 'Lista de Marcas' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const shownNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/brand/all');
/** the api's name order (capitals do not count) */
const byName = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a 2-letter name shows the SPEC 5 message and sends nothing (brand create >= 3)', async () => {
  const calls = installFakeApi({});
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-brand');

  expect(await screen.findByRole('heading', { name: 'Crear Marca' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nombre de la marca'), 'Mi');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("create posts { name }, says 'Marca {name} Creado con Éxito' and goes to the list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    'POST /api/brand/create': () => reply.promise,
    'GET /api/brand/all': fakeList([{ id: 1, name: 'Kelly' }]),
  });
  const { user } = renderAdmin('/admin/create-brand');

  await user.type(screen.getByLabelText('Nombre de la marca'), ' Kelly ');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Kelly' });

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Marca Kelly Creado con Éxito', brand: { id: 1, name: 'Kelly', version: 1 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Marca Kelly Creado con Éxito');
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Crear Marca' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('table', { name: 'Lista de Marcas' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Kelly' })).toBeInTheDocument();
});

test("edit sends { name, version } loaded, and a 409's detail shows in red", async () => {
  const stale = 'La marca fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  const calls = installFakeApi({
    'GET /api/brand/get/2': { body: { id: 2, name: 'Pirelli', version: 7 } },
    'PUT /api/brand/update/2': { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/edit-brand/2');

  const name = await screen.findByLabelText('Nombre de la marca');
  expect(screen.getByRole('heading', { name: 'Editar Marca' })).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Pirelli P');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Pirelli P', version: 7 });
  expect(name).toHaveValue('Pirelli P');
});

test("edit success says 'Marca {name} Editado con Éxito'; a name under 3 is refused", async () => {
  const calls = installFakeApi({
    'GET /api/brand/get/2': { body: { id: 2, name: 'Pirelli', version: 1 } },
    'PUT /api/brand/update/2': { body: { message: 'success', detail: 'Marca Pirelli Co Editado con Éxito', brand: { id: 2, name: 'Pirelli Co', version: 2 } } },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/edit-brand/2');

  const name = await screen.findByLabelText('Nombre de la marca');
  await user.clear(name);
  await user.type(name, 'Pi');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await user.type(name, 'relli Co');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Marca Pirelli Co Editado con Éxito');
});

test('the list asks the api for the first page by name and shows id and name, 10 per page with the total', async () => {
  const calls = installFakeApi({ 'GET /api/brand/all': fakeList(brands) });
  const { user } = renderAdmin('/admin/list-brands');
  const t = await table();
  expect(await screen.findByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  expect(shownNames(t)).toEqual(byName.slice(0, 10));
  expect(within(t).getByRole('columnheader', { name: /ID/ })).toBeInTheDocument();
  expect(within(t).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(await screen.findByText('Mostrando 11 a 12 de 12 registros')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '2', pageSize: '10', sort: 'name' });
  expect(shownNames(t)).toEqual(byName.slice(10));
});

test("a click on 'Nombre' asks the api for the reverse order; the filter is sent after a pause", async () => {
  // the clock pinned: time passes only where the test (or Testing Library's waits) says, so a busy
  // machine cannot pause mid-word long enough for the search to go out with half of it
  jest.useFakeTimers();
  const calls = installFakeApi({ 'GET /api/brand/all': fakeList(brands) });
  const { user } = renderAdmin('/admin/list-brands', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: /^Nombre/ }));
  await waitFor(() => expect(shownNames(t)[0]).toBe('Yokohama'));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: '-name' });
  expect(within(t).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');

  const before = calls.length;
  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'GOOD');
  expect(await screen.findByText('Mostrando 1 a 2 de 2 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Goodyear', 'BFGoodrich']);
  expect(calls.slice(before).map((c) => c.query.q).filter((q) => q !== undefined)).toEqual(['GOOD']);
  expect(listCalls(calls).at(-1)?.query).toEqual({ q: 'GOOD', sort: '-name', page: '1', pageSize: '10' });
});

test("an empty list says 'No hay marcas'", async () => {
  installFakeApi({ 'GET /api/brand/all': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-brands');
  expect(await screen.findByText('No hay marcas')).toBeInTheDocument();
});

test("delete: confirm, 'Eliminada!' naming the id and the list read again without the row", async () => {
  let stored = brands;
  const calls = installFakeApi({
    'GET /api/brand/all': fakeList(() => stored),
    'DELETE /api/brand/delete/2': () => {
      stored = stored.filter((b) => b.id !== 2);
      return { body: { message: 'success', detail: 'Marca Pirelli eliminada' } };
    },
  });
  const { user } = renderAdmin('/admin/list-brands');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: 'Borrar Pirelli' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar esta Marca?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  const readsBefore = listCalls(calls).length;
  await user.click(within(confirm).getByRole('button', { name: 'Sí, borrar!' }));

  expect(await screen.findByRole('dialog', { name: 'Eliminada!' })).toHaveTextContent('2');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/brand/delete/2']);
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(listCalls(calls).length).toBeGreaterThan(readsBefore);
  expect(within(t).queryByRole('cell', { name: 'Pirelli' })).not.toBeInTheDocument();
});

test("a refused delete shows 'Cancelled' with the server's detail", async () => {
  installFakeApi({
    'GET /api/brand/all': fakeList(brands),
    'DELETE /api/brand/delete/1': { status: 409, body: { message: 'error', detail: 'La marca tiene diseños asociados', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/list-brands');
  const t = await table();
  await user.click(await within(t).findByRole('button', { name: 'Borrar Michelin' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('La marca tiene diseños asociados');
  expect(within(t).getByRole('cell', { name: 'Michelin' })).toBeInTheDocument();
});

test("a delete that gets no answer says 'Ocurrió un error eliminando la marca. Inténtelo de nuevo.' (SPEC 8)", async () => {
  installFakeApi({
    'GET /api/brand/all': fakeList(brands),
    'DELETE /api/brand/delete/1': () => {
      // what fetch throws when the server cannot be reached
      throw new TypeError('Failed to fetch');
    },
  });
  const { user } = renderAdmin('/admin/list-brands');
  const t = await table();
  await user.click(await within(t).findByRole('button', { name: 'Borrar Michelin' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('Ocurrió un error eliminando la marca. Inténtelo de nuevo.');
  expect(within(t).getByRole('cell', { name: 'Michelin' })).toBeInTheDocument();
});
