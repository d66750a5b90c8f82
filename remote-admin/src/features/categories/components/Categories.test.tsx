import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const categories = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: i === 0 ? 'Electrodomésticos' : `Categoría ${String(i + 1).padStart(2, '0')}` }));
/** the api's name order: 'Categoría 02'..'Categoría 12', then 'Electrodomésticos' */
const byName = [...categories.slice(1), categories[0]].map((c) => c.name);
const table = () => screen.findByRole('table', { name: 'Lista de Categorias' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const shownNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/products/categories/all');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("create: a 4-letter name shows 'Mínimo 5 caracteres' and sends nothing; a valid one says 'Categoría Creada con Éxito' and returns after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({ 'POST /api/product/category/create': () => reply.promise, 'GET /api/products/categories/all': fakeList(categories) });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-category');

  expect(await screen.findByRole('heading', { name: 'Crear Categoría' })).toBeInTheDocument();
  const name = screen.getByLabelText('Nombre de la categoría');
  await user.type(name, 'Ropa');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await user.type(name, 's');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Ropas' });
  // the form on NamedEntityForm says its save is on its way
  expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Categoría creada' } }));
  expect(screen.getByRole('status')).toHaveTextContent('Categoría Creada con Éxito');
  act(() => jest.advanceTimersByTime(3000));
  expect(await screen.findByRole('table', { name: 'Lista de Categorias' })).toBeInTheDocument();
});

test("edit sends { name, version }, says 'Categoria {name} editada con éxito', and shows a 409's detail", async () => {
  let status = 409;
  const calls = installFakeApi({
    'GET /api/product/category/get/4': { body: { id: 4, name: 'Hogar', version: 2 } },
    'PUT /api/product/category/update/4': (req) =>
      status === 409
        ? { status: 409, body: { message: 'error', detail: 'La categoría fue modificada por otra persona', statusCode: 409 } }
        : { body: { message: 'success', category: { id: 4, ...(req.body as object) } } },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/edit-category/4');

  const name = await screen.findByLabelText('Nombre de la categoría');
  expect(screen.getByRole('heading', { name: 'Editar Categoría' })).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Ho');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await user.type(name, 'gar y Más');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La categoría fue modificada por otra persona');
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Hogar y Más', version: 2 });

  status = 200;
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Categoria Hogar y Más editada con éxito');
});

test('the list asks the api for the first page by name: id and name, 10 per page with the total (SPEC 2.8)', async () => {
  const calls = installFakeApi({ 'GET /api/products/categories/all': fakeList(categories) });
  const { user } = renderAdmin('/admin/list-categories');
  const t = await table();
  expect(await screen.findByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  expect(shownNames(t)).toEqual(byName.slice(0, 10));
  expect(within(t).getByRole('columnheader', { name: /Nombre/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  expect(await screen.findByText('Mostrando 11 a 12 de 12 registros')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '2', pageSize: '10', sort: 'name' });
  expect(shownNames(t)).toEqual(['Categoría 12', 'Electrodomésticos']);
});

test("'ID' sorts on the api; the filter goes to the api after a pause and finds 'Electrodomésticos' without its accent", async () => {
  // the clock pinned: time passes only where the test (or Testing Library's waits) says, so a busy
  // machine cannot pause mid-word long enough for the search to go out with half of it
  jest.useFakeTimers();
  const calls = installFakeApi({ 'GET /api/products/categories/all': fakeList(categories) });
  const { user } = renderAdmin('/admin/list-categories', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: /^ID/ }));
  await waitFor(() => expect(shownNames(t)[0]).toBe('Electrodomésticos'));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'id' });

  const before = calls.length;
  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'electrodomesticos');
  expect(await screen.findByText('Mostrando 1 a 1 de 1 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Electrodomésticos']);
  expect(calls.slice(before).map((c) => c.query.q).filter((q) => q !== undefined)).toEqual(['electrodomesticos']);
  expect(listCalls(calls).at(-1)?.query).toEqual({ q: 'electrodomesticos', sort: 'id', page: '1', pageSize: '10' });
});

test("an empty category list says 'No hay usuarios'", async () => {
  installFakeApi({ 'GET /api/products/categories/all': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-categories');
  expect(await screen.findByText('No hay usuarios')).toBeInTheDocument();
});

test("delete: 'Eliminada!' naming the id and the list read again, or 'Cancelled' with the server's detail", async () => {
  let stored = categories;
  const calls = installFakeApi({
    'GET /api/products/categories/all': fakeList(() => stored),
    'DELETE /api/product/category/delete/2': () => {
      stored = stored.filter((c) => c.id !== 2);
      return { body: { message: 'success' } };
    },
    'DELETE /api/product/category/delete/1': { status: 409, body: { message: 'error', detail: 'La categoría tiene productos asociados', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/list-categories');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(within(t).getByRole('button', { name: 'Borrar Categoría 02' }));
  expect(screen.getByRole('dialog', { name: 'Está seguro que desea borrar esta Categoría?' })).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  const readsBefore = listCalls(calls).length;
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminada!' });
  expect(done).toHaveTextContent('2');
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(listCalls(calls).length).toBeGreaterThan(readsBefore);
  expect(within(t).queryByRole('cell', { name: 'Categoría 02' })).not.toBeInTheDocument();
  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));

  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await user.click(await within(t).findByRole('button', { name: 'Borrar Electrodomésticos' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('La categoría tiene productos asociados');
  expect(within(t).getByRole('cell', { name: 'Electrodomésticos' })).toBeInTheDocument();
});
