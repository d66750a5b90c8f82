import { act, screen } from '@testing-library/react';
import { installFakeApi, type FakeReply } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('loads the city, saves { id, name, version } and goes back to the list after 3 s', async () => {
  let stored = { id: 3, name: 'Cali', version: 4 };
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    'GET /api/city/3': () => ({ body: stored }),
    'PUT /api/city/3': (req) => {
      stored = { id: 3, name: (req.body as { name: string }).name, version: 5 };
      return reply.promise;
    },
    'GET /api/city': fakeList(() => [stored]),
  });
  const { user } = renderAdmin('/admin/edit-city/3');

  const name = await screen.findByLabelText('Nombre de la ciudad');
  expect(screen.getByRole('heading', { name: 'Editar Ciudad' })).toBeInTheDocument();
  expect(name).toHaveValue('Cali');

  await user.clear(name);
  await user.type(name, 'Santiago de Cali');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  // the version loaded goes back, so the api can refuse a save over a newer change
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 3, name: 'Santiago de Cali', version: 4 });

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Ciudad actualizada', city: stored } }));
  expect(screen.getByRole('status')).toHaveTextContent('Ciudad Santiago de Cali editada con éxito');

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Editar Ciudad' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('cell', { name: 'Santiago de Cali' })).toBeInTheDocument();
});

test('a name under 3 characters shows the field error and sends nothing (SPEC 5: city edit >= 3)', async () => {
  const calls = installFakeApi({ 'GET /api/city/3': { body: { id: 3, name: 'Cali', version: 1 } } });
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/edit-city/3');

  const name = await screen.findByLabelText('Nombre de la ciudad');
  await user.clear(name);
  await user.type(name, 'Ca');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  // SPEC 5 (last line): a failed validation is logged
  expect(log).toHaveBeenCalled();
});

test("a save refused by the server shows its detail in red and keeps the typed name", async () => {
  installFakeApi({
    'GET /api/city/3': { body: { id: 3, name: 'Cali', version: 1 } },
    'PUT /api/city/3': { status: 409, body: { message: 'error', detail: 'Ya existe una ciudad con ese nombre', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/edit-city/3');

  const name = await screen.findByLabelText('Nombre de la ciudad');
  await user.clear(name);
  await user.type(name, 'Bogotá');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una ciudad con ese nombre');
  expect(name).toHaveValue('Bogotá');
});

test('a city changed by someone else meanwhile shows the 409 detail in red, nothing is lost on screen', async () => {
  const stale = 'La ciudad fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  const calls = installFakeApi({
    'GET /api/city/3': { body: { id: 3, name: 'Cali', version: 1 } },
    'PUT /api/city/3': { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/edit-city/3');

  const name = await screen.findByLabelText('Nombre de la ciudad');
  await user.clear(name);
  await user.type(name, 'Cali Valle');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 3, name: 'Cali Valle', version: 1 });
  // no green panel and no trip to the list: the person reads the message and reloads
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Editar Ciudad' })).toBeInTheDocument();
  expect(name).toHaveValue('Cali Valle');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
});

test('a city that does not exist shows a Spanish message instead of the form', async () => {
  installFakeApi({
    'GET /api/city/99': { status: 404, body: { message: 'error', detail: 'La ciudad no existe', statusCode: 404 } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAdmin('/admin/edit-city/99');

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudo cargar la ciudad');
  expect(panel).toHaveTextContent('La ciudad no existe');
  expect(screen.queryByLabelText('Nombre de la ciudad')).not.toBeInTheDocument();
});
