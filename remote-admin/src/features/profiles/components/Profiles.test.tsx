import { act, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@portal/contract';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const names = ['Administrador', 'Vendedor', 'Mecánico', 'Aprobador', 'Comprador', 'Gerente', 'Bodeguero', 'Cajero', 'Asesor', 'Zonal', 'Técnico'];
const profiles: Profile[] = names.map((name, i) => ({ id: i + 1, name }));
const byName = [...profiles].sort((a, b) => a.name.localeCompare(b.name, 'es'));
const table = () => screen.findByRole('table', { name: 'Lista de Perfiles' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const shownNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/profiles/all');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('SPEC 5: create needs a name of at least 3 characters (spaces do not count) and sends nothing until then', async () => {
  const calls = installFakeApi({});
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-profile');

  expect(await screen.findByRole('heading', { name: 'Crear Perfil' })).toBeInTheDocument();
  const name = screen.getByLabelText('Nombre del perfil');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  await user.type(name, ' Ge   ');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("create posts { name }, says 'Perfil {name} Creado con Éxito' and goes back to /admin/profiles-list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    'POST /api/profiles/create': () => reply.promise,
    'GET /api/profiles/all': fakeList(() => profiles),
  });
  const { user } = renderAdmin('/admin/create-profile');

  await user.type(screen.getByLabelText('Nombre del perfil'), ' Supervisor ');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/profiles/create', { name: 'Supervisor' }]]);
  expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Perfil Supervisor Creado con Éxito', profile: { id: 12, name: 'Supervisor', version: 1 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Perfil Supervisor Creado con Éxito');
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.queryByRole('table', { name: 'Lista de Perfiles' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('table', { name: 'Lista de Perfiles' })).toBeInTheDocument();
});

test("a refused create shows the server's detail in the red panel and keeps what was typed", async () => {
  installFakeApi({ 'POST /api/profiles/create': { status: 409, body: { message: 'error', detail: 'Ya existe un perfil con ese nombre', statusCode: 409 } } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-profile');
  await user.type(screen.getByLabelText('Nombre del perfil'), 'Vendedor');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un perfil con ese nombre');
  expect(screen.getByLabelText('Nombre del perfil')).toHaveValue('Vendedor');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('SPEC 2.8: the list asks the api for the first page and shows id and name, 10 per page with the pagination, filterable, sortable by id', async () => {
  const calls = installFakeApi({ 'GET /api/profiles/all': fakeList(() => profiles) });
  const { user } = renderAdmin('/admin/profiles-list');
  const t = await table();
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  for (const h of [/ID/, /Nombre/, /Acciones/]) expect(within(t).getByRole('columnheader', { name: h })).toBeInTheDocument();
  expect(shownNames(t)).toEqual(byName.slice(0, 10).map((p) => p.name));
  expect(screen.getByRole('link', { name: 'Crear Perfil' })).toHaveAttribute('href', '/admin/create-profile');

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(await screen.findByText('Mostrando 11 a 11 de 11 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual([byName[10].name]);

  await user.click(within(t).getByRole('button', { name: /^ID/ }));
  await waitFor(() => expect(shownNames(t)).toEqual(names.slice(0, 10)));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'id' });

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'tecnico');
  // the whole text asked for first (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toEqual({ q: 'tecnico', sort: 'id', page: '1', pageSize: '10' }));
  expect(await screen.findByText('Mostrando 1 a 1 de 1 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Técnico']);
});

test("an empty profile list says 'No hay perfiles'", async () => {
  installFakeApi({ 'GET /api/profiles/all': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/profiles-list');
  expect(await screen.findByText('No hay perfiles')).toBeInTheDocument();
});

test("edit loads the profile, sends { name, version }, shows a 409's detail, then 'Perfil {name} Editado con Éxito' and the list after 3 s", async () => {
  const stale = 'El perfil fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  let status = 409;
  const saved = deferred<FakeReply>();
  const calls = installFakeApi({
    'GET /api/profiles/get/6': { body: { id: 6, name: 'Gerente', version: 4 } },
    'GET /api/profiles/all': fakeList(() => profiles),
    'PUT /api/profiles/update/6': () => (status === 409 ? { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } } : saved.promise),
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/edit-profile/6');

  const name = await screen.findByLabelText('Nombre del perfil');
  expect(screen.getByRole('heading', { name: 'Editar Perfil' })).toBeInTheDocument();
  expect(name).toHaveValue('Gerente');

  // SPEC 5: edit >= 3
  await user.clear(name);
  await user.type(name, 'Ge');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await user.type(name, 'rencia');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Gerencia', version: 4 });
  expect(name).toHaveValue('Gerencia');

  status = 200;
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ name: 'Gerencia', version: 4 }, { name: 'Gerencia', version: 4 }]);
  jest.useFakeTimers();
  await act(async () => saved.resolve({ body: { message: 'success', detail: 'Perfil Gerencia Editado con Éxito', profile: { id: 6, name: 'Gerencia', version: 5 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Perfil Gerencia Editado con Éxito');
  act(() => jest.advanceTimersByTime(3000));
  expect(await screen.findByRole('table', { name: 'Lista de Perfiles' })).toBeInTheDocument();
});

test("SPEC 4/8 delete: confirm, 'Eliminado!' naming the id; a staff profile or one in use gives 'Cancelled' with the server's detail", async () => {
  let stored = profiles;
  const calls = installFakeApi({
    'GET /api/profiles/all': fakeList(() => stored),
    'DELETE /api/profiles/delete/7': () => {
      stored = stored.filter((p) => p.id !== 7);
      return { body: { message: 'success', detail: 'Perfil Bodeguero eliminado', profile: { id: 7, name: 'Bodeguero', version: 1 } } };
    },
    'DELETE /api/profiles/delete/1': { status: 409, body: { message: 'error', detail: 'No se puede eliminar el perfil Administrador: es un rol del portal (administrador, aprobador o comprador).', statusCode: 409 } },
    'DELETE /api/profiles/delete/2': { status: 409, body: { message: 'error', detail: 'No se puede eliminar el perfil: está asignado a 4 usuarios, 1 sucursal y los puntos de 2 llantas.', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/profiles-list');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 11 registros');

  // 'Cancelar' deletes nothing
  await user.click(within(t).getByRole('button', { name: 'Borrar Bodeguero' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Está seguro que desea borrar este Perfil?' })).getByRole('button', { name: 'Cancelar' }));
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(within(t).getByRole('button', { name: 'Borrar Bodeguero' }));
  const readsBefore = listCalls(calls).length;
  await user.click(within(screen.getByRole('dialog', { name: 'Está seguro que desea borrar este Perfil?' })).getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminado!' });
  expect(done).toHaveTextContent('7');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/profiles/delete/7']);
  expect(await screen.findByText('Mostrando 1 a 10 de 10 registros')).toBeInTheDocument();
  expect(listCalls(calls).length).toBeGreaterThan(readsBefore);
  expect(within(t).queryByRole('cell', { name: 'Bodeguero' })).not.toBeInTheDocument();
  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));

  await user.click(within(t).getByRole('button', { name: 'Borrar Administrador' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  const staff = await screen.findByRole('dialog', { name: 'Cancelled' });
  expect(staff).toHaveTextContent('No se puede eliminar el perfil Administrador: es un rol del portal');
  expect(within(t).getByRole('cell', { name: 'Administrador' })).toBeInTheDocument();
  await user.click(within(staff).getByRole('button', { name: 'Aceptar' }));

  await user.click(within(t).getByRole('button', { name: 'Borrar Vendedor' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('No se puede eliminar el perfil: está asignado a 4 usuarios, 1 sucursal y los puntos de 2 llantas.');
  expect(within(t).getByRole('cell', { name: 'Vendedor' })).toBeInTheDocument();
});
