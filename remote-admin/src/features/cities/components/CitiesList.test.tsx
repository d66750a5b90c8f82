import { screen, within } from '@testing-library/react';
import type { City } from '@portal/contract';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderAdmin } from '../../../testing/render-admin';

const names = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Cúcuta', 'Bucaramanga', 'Pereira', 'Santa Marta', 'Ibagué', 'Pasto', 'Manizales'];
const cities: City[] = names.map((name, i) => ({ id: i + 1, name, version: 1 }));

afterEach(() => {
  jest.restoreAllMocks();
});

const table = () => screen.findByRole('table', { name: 'Lista de Ciudades' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

test('lists the cities 10 per page with the pagination on top', async () => {
  installFakeApi({ 'GET /api/city': { body: cities } });
  const { user } = renderAdmin('/admin/list-cities');

  const t = await table();
  expect(bodyRows(t)).toHaveLength(10);
  expect(within(t).getByRole('columnheader', { name: /ID/ })).toBeInTheDocument();
  expect(within(t).getByRole('columnheader', { name: /Nombre/ })).toBeInTheDocument();
  expect(within(bodyRows(t)[0]).getByRole('cell', { name: '1' })).toBeInTheDocument();
  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(bodyRows(t)).toHaveLength(2);
  expect(within(t).getByRole('cell', { name: 'Manizales' })).toBeInTheDocument();
  expect(within(t).queryByRole('cell', { name: 'Bogotá' })).not.toBeInTheDocument();
});

test('the filter keeps the matching cities only', async () => {
  installFakeApi({ 'GET /api/city': { body: cities } });
  const { user } = renderAdmin('/admin/list-cities');

  const t = await table();
  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'bogota');
  expect(bodyRows(t)).toHaveLength(1);
  expect(within(t).getByRole('cell', { name: 'Bogotá' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'SIGUIENTE' })).not.toBeInTheDocument();
});

test("an empty list says 'No hay ciudades registradas'", async () => {
  installFakeApi({ 'GET /api/city': { body: [] } });
  renderAdmin('/admin/list-cities');
  expect(await screen.findByText('No hay ciudades registradas')).toBeInTheDocument();
});

test('delete asks first, then names the id and removes the row locally (SPEC 4, SPEC 8)', async () => {
  const calls = installFakeApi({
    'GET /api/city': { body: cities },
    'DELETE /api/city/2': { body: { message: 'success', detail: 'Ciudad eliminada', city: cities[1] } },
  });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(within(t).getByRole('button', { name: 'Borrar Medellín' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar esta Ciudad?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(within(confirm).getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminada!' });
  expect(done).toHaveTextContent('2');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/city/2']);
  expect(within(t).queryByRole('cell', { name: 'Medellín' })).not.toBeInTheDocument();
  // the list was not read again: the row went away locally
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  expect(screen.getByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();

  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Cancelar in the confirmation deletes nothing', async () => {
  const calls = installFakeApi({ 'GET /api/city': { body: cities } });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(within(t).getByRole('button', { name: 'Borrar Cali' }));
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  expect(within(t).getByRole('cell', { name: 'Cali' })).toBeInTheDocument();
});

test("a refused delete shows 'Cancelled' with the server's detail and keeps the row", async () => {
  installFakeApi({
    'GET /api/city': { body: cities },
    'DELETE /api/city/1': { status: 409, body: { message: 'error', detail: 'La ciudad tiene sucursales asociadas', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(within(t).getByRole('button', { name: 'Borrar Bogotá' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));

  const cancelled = await screen.findByRole('dialog', { name: 'Cancelled' });
  expect(cancelled).toHaveTextContent('La ciudad tiene sucursales asociadas');
  expect(within(t).getByRole('cell', { name: 'Bogotá' })).toBeInTheDocument();
});

test("a row's edit button opens that city's edit screen", async () => {
  installFakeApi({ 'GET /api/city': { body: cities }, 'GET /api/city/2': { body: cities[1] } });
  const { user } = renderAdmin('/admin/list-cities');
  const t = await table();

  await user.click(within(t).getByRole('button', { name: 'Editar Medellín' }));
  expect(await screen.findByLabelText('Nombre de la ciudad')).toHaveValue('Medellín');
  expect(screen.getByRole('heading', { name: 'Editar Ciudad' })).toBeInTheDocument();
});

test("'Crear Ciudad' opens the create form", async () => {
  installFakeApi({ 'GET /api/city': { body: cities } });
  const { user } = renderAdmin('/admin/list-cities');
  await table();

  await user.click(screen.getByRole('link', { name: 'Crear Ciudad' }));
  expect(screen.getByRole('heading', { name: 'Crear Ciudad' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre de la ciudad')).toHaveValue('');
});

test('a list that can not be read shows a Spanish panel with a retry', async () => {
  let fail = true;
  installFakeApi({
    'GET /api/city': () => (fail ? { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } : { body: cities }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/list-cities');

  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las ciudades');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(bodyRows(await table())).toHaveLength(10);
});
