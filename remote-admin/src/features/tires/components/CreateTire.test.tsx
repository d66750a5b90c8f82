// SPEC 2.8 "Tires" / SPEC 5 "Tire" / SPEC 8: the create form, driven as a person would.
import { act, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeReply, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { designs, profiles } from '../testing';

const reads: FakeRoutes = {
  'GET /api/design': { body: designs },
  'GET /api/profiles/all': { body: profiles },
};
const writes = (calls: FakeRequest[]) => calls.filter((c) => c.method !== 'GET');
const block = (profile: string) => screen.getByRole('group', { name: profile });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openCreate(routes: FakeRoutes = {}) {
  const calls = installFakeApi({ ...reads, ...routes });
  const rendered = renderAdmin('/admin/create-tire');
  await screen.findByRole('group', { name: 'Vendedor' });
  return { calls, ...rendered };
}

test("SPEC 5 on create: measure >= 5, code >= 5, description >= 5, design 'Seleccione Una Diseño'; nothing is sent", async () => {
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, calls } = await openCreate({ 'POST /api/tire': { body: { message: 'success' } } });
  expect(screen.getByRole('heading', { name: 'Crear Llanta' })).toBeInTheDocument();

  await user.type(screen.getByLabelText('Medida'), '205/');
  await user.type(screen.getByLabelText('Código'), 'C-12');
  await user.type(screen.getByLabelText('Descripción'), 'Auto');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  for (const label of ['Medida', 'Código', 'Descripción', 'Diseño']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Mínimo 5 caracteres')).toHaveLength(3);
  // the empty line of the dropdown and its error
  expect(screen.getAllByText('Seleccione Una Diseño')).toHaveLength(2);
  expect(writes(calls)).toHaveLength(0);
  // SPEC 5 (last line): a failed validation is logged
  expect(log).toHaveBeenCalled();

  // at the minimum each field is accepted
  await user.type(screen.getByLabelText('Medida'), '5');
  await user.type(screen.getByLabelText('Código'), '3');
  await user.type(screen.getByLabelText('Descripción'), 's');
  expect(screen.queryByText('Mínimo 5 caracteres')).not.toBeInTheDocument();
  for (const label of ['Medida', 'Código', 'Descripción']) expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
});

test('the contract bounds one row: measure <= 150, code <= 50, description <= 500 characters', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, calls } = await openCreate({ 'POST /api/tire': { body: { message: 'success' } } });
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste('Medida', 'M'.repeat(151));
  await paste('Código', 'C'.repeat(51));
  await paste('Descripción', 'D'.repeat(501));
  await user.selectOptions(screen.getByLabelText('Diseño'), 'Primacy 4 (Michelin)');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Máximo 150 caracteres')).toBeInTheDocument();
  expect(screen.getByText('Máximo 50 caracteres')).toBeInTheDocument();
  expect(screen.getByText('Máximo 500 caracteres')).toBeInTheDocument();
  expect(writes(calls)).toHaveLength(0);
});

test('one points block per profile; the read-only total is general + UHP, recomputed as either is typed', async () => {
  const { user } = await openCreate();
  // in the order of GET /api/profiles/all
  expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Vendedor', 'Gerente']);

  const seller = block('Vendedor');
  const general = within(seller).getByLabelText('Puntos General');
  const uhp = within(seller).getByLabelText('Puntos UHP');
  const total = within(seller).getByLabelText('Total');
  expect(total).toHaveAttribute('readonly');
  // a new tire starts with 0 points for every profile
  expect([general, uhp, total].map((i) => (i as HTMLInputElement).value)).toEqual(['0', '0', '0']);

  await user.clear(general);
  await user.type(general, '12');
  expect(total).toHaveValue('12');
  await user.clear(uhp);
  await user.type(uhp, '5');
  expect(total).toHaveValue('17');
  await user.type(uhp, '0');
  expect(total).toHaveValue('62');
  // the other profile's block is its own
  expect(within(block('Gerente')).getByLabelText('Total')).toHaveValue('0');

  // while a field is not a number there is no total
  await user.type(general, 'x');
  expect(total).toHaveValue('');
  await user.type(general, '{Backspace}');
  expect(total).toHaveValue('62');
});

test("SPEC 5 'points fields numeric': letters, an empty field or more than 100.000.000 stop the create", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, calls } = await openCreate({ 'POST /api/tire': { body: { message: 'success' } } });
  await user.type(screen.getByLabelText('Medida'), '205/55 R16');
  await user.type(screen.getByLabelText('Código'), 'PRM-20555');
  await user.type(screen.getByLabelText('Descripción'), 'Llanta de auto');
  await user.selectOptions(screen.getByLabelText('Diseño'), 'Primacy 4 (Michelin)');

  const seller = block('Vendedor');
  await user.type(within(seller).getByLabelText('Puntos General'), 'a');
  expect(within(seller).getByText('Solo números')).toBeInTheDocument();
  expect(within(seller).getByLabelText('Puntos General')).toHaveAttribute('aria-invalid', 'true');
  await user.clear(within(block('Gerente')).getByLabelText('Puntos UHP'));
  await user.clear(within(block('Gerente')).getByLabelText('Puntos General'));
  await user.type(within(block('Gerente')).getByLabelText('Puntos General'), '100000001');
  expect(within(block('Gerente')).getByText('Máximo 100.000.000 puntos')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(within(block('Gerente')).getByLabelText('Puntos UHP')).toHaveAttribute('aria-invalid', 'true');
  expect(within(block('Gerente')).getByText('Solo números')).toBeInTheDocument();
  expect(writes(calls)).toHaveLength(0);
});

test("a valid form posts the SPEC 3 payload, says 'Llanta Creada con Éxito' and goes to the list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const { user, calls } = await openCreate({
    'POST /api/tire': () => reply.promise,
    'GET /api/tire': { body: { rows: [], total: 0 } },
  });

  await user.type(screen.getByLabelText('Medida'), ' 205/55 R16 ');
  await user.type(screen.getByLabelText('Código'), 'PRM-20555');
  await user.type(screen.getByLabelText('Descripción'), 'Llanta de auto rin 16');
  await user.selectOptions(screen.getByLabelText('Diseño'), 'Advantage (BFGoodrich)');
  const seller = block('Vendedor');
  await user.clear(within(seller).getByLabelText('Puntos General'));
  await user.type(within(seller).getByLabelText('Puntos General'), '20');
  await user.clear(within(seller).getByLabelText('Puntos UHP'));
  await user.type(within(seller).getByLabelText('Puntos UHP'), '5');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(writes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/api/tire',
      body: {
        name: '205/55 R16',
        tire_code: 'PRM-20555',
        description: 'Llanta de auto rin 16',
        design_id: 4,
        tire_points: [
          { profiles_id: 2, points_general: 20, points_uhp: 5, points_total: 25 },
          { profiles_id: 3, points_general: 0, points_uhp: 0, points_total: 0 },
        ],
      },
    }),
  ]);

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Llanta Creada con Éxito', tire: { id: 9, name: '205/55 R16' } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Llanta Creada con Éxito');
  // locked until the redirect, so a second click can not create the tire twice
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Crear Llanta' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('table', { name: 'Lista de Llantas' })).toBeInTheDocument();
});

test("the server's detail shows in the red panel, everything typed is kept and there is no redirect", async () => {
  const reply = deferred<FakeReply>();
  const { user } = await openCreate({ 'POST /api/tire': () => reply.promise });
  await user.type(screen.getByLabelText('Medida'), '205/55 R16');
  await user.type(screen.getByLabelText('Código'), 'PRM-20555');
  await user.type(screen.getByLabelText('Descripción'), 'Llanta de auto');
  await user.selectOptions(screen.getByLabelText('Diseño'), 'Primacy 4 (Michelin)');
  await user.type(within(block('Gerente')).getByLabelText('Puntos UHP'), '7');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  jest.useFakeTimers();
  const detail = 'Ya existe una llanta con el código PRM-20555';
  await act(async () => reply.resolve({ status: 409, body: { message: 'error', detail, statusCode: 409 } }));
  expect(screen.getByRole('alert')).toHaveTextContent(detail);
  expect(screen.getByLabelText('Código')).toHaveValue('PRM-20555');
  expect(screen.getByLabelText('Diseño')).toHaveValue('3');
  expect(within(block('Gerente')).getByLabelText('Total')).toHaveValue('7');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('heading', { name: 'Crear Llanta' })).toBeInTheDocument();
});

test('the profiles failing to load say so with a retry, instead of a form without points', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeApi({ ...reads, 'GET /api/profiles/all': { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } });
  renderAdmin('/admin/create-tire');
  expect(await screen.findByText('No se pudieron cargar los perfiles', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
