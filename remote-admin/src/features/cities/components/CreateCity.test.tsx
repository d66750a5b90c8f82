import { act, screen } from '@testing-library/react';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const cities = [{ id: 1, name: 'Bogotá' }];

function writes(calls: FakeRequest[]) {
  return calls.filter((c) => c.method !== 'GET');
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a 4-letter name shows the field error and sends nothing (SPEC 5: city create >= 5)', async () => {
  const calls = installFakeApi({ 'POST /api/city': { body: { message: 'success' } } });
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-city');

  expect(await screen.findByRole('heading', { name: 'Crear Ciudad' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nombre de la ciudad'), 'Cali');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre de la ciudad')).toHaveAttribute('aria-invalid', 'true');
  expect(writes(calls)).toHaveLength(0);
  // SPEC 5 (last line): a failed validation is logged
  expect(log).toHaveBeenCalled();
});

test('a valid name posts { name }, shows the green panel and goes to the list after 3 s', async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    'POST /api/city': () => reply.promise,
    'GET /api/city': fakeList([...cities, { id: 2, name: 'Bucaramanga' }]),
  });
  const { user } = renderAdmin('/admin/create-city');

  await user.type(screen.getByLabelText('Nombre de la ciudad'), '  Bucaramanga ');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: '/api/city', body: { name: 'Bucaramanga' } })]);

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Ciudad creada', city: { id: 2, name: 'Bucaramanga' } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Ciudad Creada con Éxito');
  // locked until the redirect, so a second click can not create the city twice
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Crear Ciudad' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('table', { name: 'Lista de Ciudades' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Bucaramanga' })).toBeInTheDocument();
});

test("the server's detail shows in the red panel, the typed name is kept and there is no redirect", async () => {
  const reply = deferred<FakeReply>();
  installFakeApi({ 'POST /api/city': () => reply.promise });
  const { user } = renderAdmin('/admin/create-city');

  await user.type(screen.getByLabelText('Nombre de la ciudad'), 'Bogotá D.C.');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  jest.useFakeTimers();
  await act(async () => reply.resolve({ status: 409, body: { message: 'error', detail: 'Ya existe una ciudad con ese nombre', statusCode: 409 } }));

  expect(screen.getByRole('alert')).toHaveTextContent('Ya existe una ciudad con ese nombre');
  expect(screen.getByLabelText('Nombre de la ciudad')).toHaveValue('Bogotá D.C.');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('heading', { name: 'Crear Ciudad' })).toBeInTheDocument();
});

test('an answer whose message is not success is shown in red as well (SPEC 8)', async () => {
  installFakeApi({ 'POST /api/city': { body: { message: 'No se pudo guardar la ciudad' } } });
  const { user } = renderAdmin('/admin/create-city');

  await user.type(screen.getByLabelText('Nombre de la ciudad'), 'Manizales');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar la ciudad');
  expect(screen.queryByText('Ciudad Creada con Éxito')).not.toBeInTheDocument();
});

test('the button is disabled while the city is being sent', async () => {
  const reply = deferred<FakeReply>();
  installFakeApi({ 'POST /api/city': () => reply.promise });
  const { user } = renderAdmin('/admin/create-city');

  await user.type(screen.getByLabelText('Nombre de la ciudad'), 'Cartagena');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

  await act(async () => reply.resolve({ body: { message: 'error', detail: 'Falló' } }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Falló');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
});
