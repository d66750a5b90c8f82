// SPEC 2.8 "Tires" / SPEC 5 "Tire" (edit): the stored tire fills the form, only the measure (>= 3)
// and the design are checked on submit, and the version loaded goes back (a stale one is a 409).
import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeReply, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { designs, makeTire, profiles, versioned } from '../testing';

// design 3 (Primacy 4, Michelin); points for Vendedor only
const stored = versioned(makeTire(4, { name: '205/55 R16', tire_code: 'PRM-20555', description: 'Llanta de auto', design_id: 3, design: { id: 3, name: 'Primacy 4', brand: designs[0].brand } }), 7);
stored.tire_points_by_profile = [{ profile: profiles[0], profiles_id: 2, points_general: 20, points_uhp: 5, total_points: 25 }];

const reads: FakeRoutes = {
  'GET /api/design': { body: designs },
  'GET /api/profiles/all': { body: profiles },
  'GET /api/tire/4': { body: stored },
};
const puts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'PUT');
const block = (profile: string) => screen.getByRole('group', { name: profile });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openEdit(routes: FakeRoutes = {}) {
  const calls = installFakeApi({ ...reads, ...routes });
  const rendered = renderAdmin('/admin/edit-tire/4');
  await screen.findByRole('group', { name: 'Vendedor' });
  return { calls, ...rendered };
}

test('the stored tire fills the form; a profile without points in the tire shows 0', async () => {
  await openEdit();
  expect(screen.getByRole('heading', { name: 'Editar Llanta' })).toBeInTheDocument();
  expect(screen.getByLabelText('Medida')).toHaveValue('205/55 R16');
  expect(screen.getByLabelText('Código')).toHaveValue('PRM-20555');
  expect(screen.getByLabelText('Descripción')).toHaveValue('Llanta de auto');
  expect(await screen.findByRole('option', { name: 'Primacy 4 (Michelin)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Diseño')).toHaveValue('3');

  const seller = block('Vendedor');
  expect(within(seller).getByLabelText('Puntos General')).toHaveValue('20');
  expect(within(seller).getByLabelText('Puntos UHP')).toHaveValue('5');
  expect(within(seller).getByLabelText('Total')).toHaveValue('25');
  const manager = block('Gerente');
  for (const label of ['Puntos General', 'Puntos UHP', 'Total']) expect(within(manager).getByLabelText(label)).toHaveValue('0');
});

test('a points row of a profile no longer listed keeps its block, so the save does not drop it', async () => {
  const extra = { ...stored, tire_points_by_profile: [...stored.tire_points_by_profile, { profile: { id: 9, name: 'Antiguo' }, profiles_id: 9, points_general: 3, points_uhp: 4, total_points: 7 }] };
  await openEdit({ 'GET /api/tire/4': { body: extra } });
  expect(within(block('Antiguo')).getByLabelText('Total')).toHaveValue('7');
});

test('SPEC 5 on edit: only the measure (>= 3) and the design are checked; a short code is sent as typed', async () => {
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, calls } = await openEdit({ 'PUT /api/tire/4': { body: { message: 'success', detail: 'Llanta 205 editada con éxito', tire: { ...stored, name: '205' } } } });
  await screen.findByRole('option', { name: 'Primacy 4 (Michelin)' });

  const name = screen.getByLabelText('Medida');
  await user.clear(name);
  await user.type(name, '20');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(puts(calls)).toHaveLength(0);
  expect(log).toHaveBeenCalled();

  await user.type(name, '5');
  // SPEC 5: the code and description are not checked on edit (the api still refuses what it refuses)
  await user.clear(screen.getByLabelText('Código'));
  await user.type(screen.getByLabelText('Código'), 'AB');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.queryByText(/Mínimo/)).not.toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('Llanta 205 editada con éxito');
  expect(puts(calls)).toEqual([expect.objectContaining({ body: expect.objectContaining({ name: '205', tire_code: 'AB' }) })]);
});

test("SPEC 5 on edit: a tire without a design can not be saved until one is picked ('Seleccione Una Diseño')", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, calls } = await openEdit({ 'GET /api/tire/4': { body: { ...stored, design_id: 0, design: null } } });
  await screen.findByRole('option', { name: 'Advantage (BFGoodrich)' });
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByLabelText('Diseño')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Seleccione Una Diseño')).toHaveLength(2);
  expect(puts(calls)).toHaveLength(0);
});

test('the edit sends { id, name, tire_code, description, design_id, tire_points, version }, says so and goes to the list after 3 s', async () => {
  const reply = deferred<FakeReply>();
  const { user, calls } = await openEdit({ 'PUT /api/tire/4': () => reply.promise, 'GET /api/tire': { body: { rows: [], total: 0 } } });
  await screen.findByRole('option', { name: 'Advantage (BFGoodrich)' });

  await user.selectOptions(screen.getByLabelText('Diseño'), 'Advantage (BFGoodrich)');
  const manager = block('Gerente');
  await user.clear(within(manager).getByLabelText('Puntos UHP'));
  await user.type(within(manager).getByLabelText('Puntos UHP'), '15');
  expect(within(manager).getByLabelText('Total')).toHaveValue('15');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(puts(calls)).toEqual([
    expect.objectContaining({
      path: '/api/tire/4',
      body: {
        id: 4,
        version: 7,
        name: '205/55 R16',
        tire_code: 'PRM-20555',
        description: 'Llanta de auto',
        design_id: 4,
        tire_points: [
          { profiles_id: 2, points_general: 20, points_uhp: 5, points_total: 25 },
          { profiles_id: 3, points_general: 0, points_uhp: 15, points_total: 15 },
        ],
      },
    }),
  ]);

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Llanta 205/55 R16 editada con éxito', tire: { ...stored, version: 8 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Llanta 205/55 R16 editada con éxito');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(3000));
  expect(await screen.findByRole('table', { name: 'Lista de Llantas' })).toBeInTheDocument();
});

test("a stale edit: the api's 409 detail shows in the red panel, nothing typed is lost, no redirect", async () => {
  const stale = 'La llanta fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  const { user } = await openEdit({ 'PUT /api/tire/4': { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } } });
  const name = screen.getByLabelText('Medida');
  await user.clear(name);
  await user.type(name, '205/60 R16');
  await user.type(within(block('Vendedor')).getByLabelText('Puntos UHP'), '0');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(name).toHaveValue('205/60 R16');
  expect(within(block('Vendedor')).getByLabelText('Total')).toHaveValue('70');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  expect(screen.getByRole('heading', { name: 'Editar Llanta' })).toBeInTheDocument();
});

test('an unknown tire says so, with a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls = installFakeApi({ ...reads, 'GET /api/tire/4': { status: 404, body: { message: 'error', detail: 'La llanta no existe', statusCode: 404 } } });
  const { user } = renderAdmin('/admin/edit-tire/4');
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'No se pudo cargar la llanta' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('La llanta no existe');
  const tireReads = () => calls.filter((c) => c.path === '/api/tire/4').length;
  const before = tireReads();
  await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(tireReads()).toBeGreaterThan(before));
});
