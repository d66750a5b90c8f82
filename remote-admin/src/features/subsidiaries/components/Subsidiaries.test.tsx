import { act, screen, waitFor, within } from '@testing-library/react';
import type { Subsidiary } from '@portal/contract';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const cities = [{ id: 1, name: 'Bogotá', version: 1 }, { id: 2, name: 'Medellín', version: 1 }];
const profiles = [{ id: 2, name: 'Vendedor' }, { id: 3, name: 'Mecánico' }];
// Sucursal 01..11; every third one is in Medellín, every other one gives 'Mecánico'
const branches: Subsidiary[] = Array.from({ length: 11 }, (_, i) => {
  const city = i % 3 === 2 ? cities[1] : cities[0];
  const profile = i % 2 === 1 ? profiles[1] : profiles[0];
  return {
    id: i + 1, name: `Sucursal ${String(i + 1).padStart(2, '0')}`,
    city: { id: city.id, name: city.name }, profile, cities_id: city.id, profiles_id: profile.id,
  };
});
/** the api's branch list: sorts by name, id, the city's or the profile's name (LIST_SORT.subsidiaries) */
const branchList = (rows: () => readonly Subsidiary[]) =>
  fakeList(rows, {
    sortBy: { id: (s) => s.id, name: (s) => s.name, city: (s) => s.city?.name ?? '', profile: (s) => s.profile?.name ?? '' },
    searchIn: (s) => [s.name, s.city?.name ?? '', s.profile?.name ?? ''],
  });
const pickLists = { 'GET /api/city': { body: cities }, 'GET /api/profiles/all': { body: profiles } };
const table = () => screen.findByRole('table', { name: 'Lista de Sucursales' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const shownNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/subsidiary');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("SPEC 5: create needs a name >= 5, a city ('Seleccione Una Ciudad') and a profile ('Seleccione Un Perfil'), and sends nothing until then", async () => {
  const calls = installFakeApi(pickLists);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-subsidiary');

  expect(await screen.findByRole('heading', { name: 'Crear Sucursal' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nombre de la sucursal'), 'Nort');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
  expect(screen.getAllByText('Seleccione Una Ciudad')).toHaveLength(2); // placeholder and error
  expect(screen.getAllByText('Seleccione Un Perfil')).toHaveLength(2);
  expect(screen.getByLabelText('Ciudad')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Perfil')).toHaveAttribute('aria-invalid', 'true');

  // a name of spaces is no name; the city alone is not enough
  await user.clear(screen.getByLabelText('Nombre de la sucursal'));
  await user.type(screen.getByLabelText('Nombre de la sucursal'), '       ');
  await user.selectOptions(await screen.findByLabelText('Ciudad'), 'Medellín');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
  expect(screen.getAllByText('Seleccione Una Ciudad')).toHaveLength(1); // only the placeholder now
  expect(screen.getAllByText('Seleccione Un Perfil')).toHaveLength(2);
  expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test("create posts { name, cities_id, profiles_id }, says 'Sucursal Creada con Éxito' and goes to the list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    ...pickLists,
    'POST /api/subsidiary': () => reply.promise,
    'GET /api/subsidiary': branchList(() => branches),
  });
  const { user } = renderAdmin('/admin/create-subsidiary');

  await user.type(screen.getByLabelText('Nombre de la sucursal'), '  Sucursal Norte ');
  await user.selectOptions(await screen.findByLabelText('Ciudad'), 'Medellín');
  await user.selectOptions(await screen.findByLabelText('Perfil'), 'Mecánico');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sucursal Norte', cities_id: 2, profiles_id: 3 });
  // the dropdowns read the whole plain lists (no list parameters)
  expect(calls.filter((c) => c.path === '/api/city' || c.path === '/api/profiles/all').map((c) => c.query)).toEqual([{}, {}]);
  expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Sucursal Creada con Éxito', subsidiary: { ...branches[0], id: 12, name: 'Sucursal Norte', version: 1 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Sucursal Creada con Éxito');
  act(() => jest.advanceTimersByTime(3000));
  expect(await screen.findByRole('table', { name: 'Lista de Sucursales' })).toBeInTheDocument();
});

test("a refused create shows the server's detail in the red panel and keeps what was typed", async () => {
  const calls = installFakeApi({
    ...pickLists,
    'POST /api/subsidiary': { status: 409, body: { message: 'error', detail: 'Ya existe una sucursal con ese nombre', statusCode: 409 } },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-subsidiary');

  await user.type(screen.getByLabelText('Nombre de la sucursal'), 'Sucursal 01');
  await user.selectOptions(await screen.findByLabelText('Ciudad'), 'Bogotá');
  await user.selectOptions(await screen.findByLabelText('Perfil'), 'Vendedor');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una sucursal con ese nombre');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  expect(screen.getByLabelText('Nombre de la sucursal')).toHaveValue('Sucursal 01');
  expect(screen.getByLabelText('Ciudad')).toHaveValue('1');
  expect(screen.getByLabelText('Perfil')).toHaveValue('2');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
});

test('SPEC 2.8: the list asks the api for the first page by name and shows id, name, city and profile, 10 per page with the total', async () => {
  const calls = installFakeApi({ 'GET /api/subsidiary': branchList(() => branches) });
  const { user } = renderAdmin('/admin/list-subsidiaries');
  const t = await table();
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  for (const h of [/ID/, /Nombre/, /Ciudad/, /Perfil/, /Acciones/]) expect(within(t).getByRole('columnheader', { name: h })).toBeInTheDocument();
  expect(shownNames(t)).toEqual(branches.slice(0, 10).map((s) => s.name));
  const third = within(bodyRows(t)[2]).getAllByRole('cell').map((c) => c.textContent);
  expect(third.slice(0, 4)).toEqual(['3', 'Sucursal 03', 'Medellín', 'Vendedor']);
  expect(within(t).getAllByRole('cell', { name: 'Mecánico' })).toHaveLength(5);
  expect(screen.getByRole('link', { name: 'Crear Sucursal' })).toHaveAttribute('href', '/admin/create-subsidiary');

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(await screen.findByText('Mostrando 11 a 11 de 11 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Sucursal 11']);
});

test("'Ciudad' and 'Perfil' sort on the api ('city', 'profile'); the filter finds a city's branches", async () => {
  const calls = installFakeApi({ 'GET /api/subsidiary': branchList(() => branches) });
  const { user } = renderAdmin('/admin/list-subsidiaries');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 11 registros');

  await user.click(within(t).getByRole('button', { name: /^Ciudad/ }));
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'city' }));
  await waitFor(() => expect(shownNames(t).slice(-2)).toEqual(['Sucursal 03', 'Sucursal 06']));
  await user.click(within(t).getByRole('button', { name: /^Ciudad/ }));
  await waitFor(() => expect(shownNames(t).slice(0, 3)).toEqual(['Sucursal 09', 'Sucursal 06', 'Sucursal 03']));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: '-city' });

  await user.click(within(t).getByRole('button', { name: /^Perfil/ }));
  await waitFor(() => expect(shownNames(t).slice(0, 3)).toEqual(['Sucursal 02', 'Sucursal 04', 'Sucursal 06']));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'profile' });
  expect(within(t).getByRole('columnheader', { name: /Perfil/ })).toHaveAttribute('aria-sort', 'ascending');

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'medellin');
  expect(await screen.findByText('Mostrando 1 a 3 de 3 registros')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)?.query).toEqual({ q: 'medellin', sort: 'profile', page: '1', pageSize: '10' });
  expect(within(t).getAllByRole('cell', { name: 'Medellín' })).toHaveLength(3);
});

test("an empty branch list says 'No hay sucursales registradas'", async () => {
  installFakeApi({ 'GET /api/subsidiary': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-subsidiaries');
  expect(await screen.findByText('No hay sucursales registradas')).toBeInTheDocument();
});

test("edit loads the branch with its city and profile, sends { name, cities_id, profiles_id, version }, shows a 409's detail, then 'Sucursal {name} editada con éxito'", async () => {
  const stale = 'La sucursal fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  let status = 409;
  const calls = installFakeApi({
    ...pickLists,
    'GET /api/subsidiary/3': { body: { ...branches[2], version: 7 } },
    'PUT /api/subsidiary/3': (req) =>
      status === 409
        ? { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } }
        : { body: { message: 'success', detail: 'Sucursal Sur editada con éxito', subsidiary: { ...branches[2], ...(req.body as object), version: 8 } } },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/edit-subsidiary/3');

  const name = await screen.findByLabelText('Nombre de la sucursal');
  expect(screen.getByRole('heading', { name: 'Editar Sucursal' })).toBeInTheDocument();
  expect(name).toHaveValue('Sucursal 03');
  await waitFor(() => expect(screen.getByLabelText('Ciudad')).toHaveDisplayValue('Medellín'));
  await waitFor(() => expect(screen.getByLabelText('Perfil')).toHaveDisplayValue('Vendedor'));

  // SPEC 5: edit >= 3
  await user.clear(name);
  await user.type(name, 'Su');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await user.type(name, 'r');
  await user.selectOptions(screen.getByLabelText('Ciudad'), 'Bogotá');
  await user.selectOptions(screen.getByLabelText('Perfil'), 'Mecánico');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Sur', cities_id: 1, profiles_id: 3, version: 7 });
  expect(name).toHaveValue('Sur');

  status = 200;
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sucursal Sur editada con éxito');
  expect(calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { version: number }).version)).toEqual([7, 7]);
});

test("an unknown branch shows the load failure with the server's detail", async () => {
  installFakeApi({ ...pickLists, 'GET /api/subsidiary/99': { status: 404, body: { message: 'error', detail: 'La sucursal no existe', statusCode: 404 } } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAdmin('/admin/edit-subsidiary/99');
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'No se pudo cargar la sucursal' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('La sucursal no existe');
});

test("SPEC 4/8 delete: confirm, 'Eliminada!' naming the id and the list read again, or 'Cancelled' with the server's detail", async () => {
  let stored = branches;
  const calls = installFakeApi({
    'GET /api/subsidiary': branchList(() => stored),
    'DELETE /api/subsidiary/2': () => {
      stored = stored.filter((s) => s.id !== 2);
      return { body: { message: 'success', detail: 'Sucursal Sucursal 02 eliminada' } };
    },
    'DELETE /api/subsidiary/1': { status: 409, body: { message: 'error', detail: 'No se puede eliminar la sucursal: está asignada a 3 usuarios.', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/list-subsidiaries');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 11 registros');

  await user.click(within(t).getByRole('button', { name: 'Borrar Sucursal 02' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar esta Sucursal?' });
  expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  const readsBefore = listCalls(calls).length;
  await user.click(within(confirm).getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminada!' });
  expect(done).toHaveTextContent('2');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/subsidiary/2']);
  expect(await screen.findByText('Mostrando 1 a 10 de 10 registros')).toBeInTheDocument();
  expect(listCalls(calls).length).toBeGreaterThan(readsBefore);
  expect(within(t).queryByRole('cell', { name: 'Sucursal 02' })).not.toBeInTheDocument();
  expect(within(t).getByRole('cell', { name: 'Sucursal 11' })).toBeInTheDocument();
  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));

  // a branch with users is kept
  await user.click(within(t).getByRole('button', { name: 'Borrar Sucursal 01' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('No se puede eliminar la sucursal: está asignada a 3 usuarios.');
  expect(within(t).getByRole('cell', { name: 'Sucursal 01' })).toBeInTheDocument();
});
