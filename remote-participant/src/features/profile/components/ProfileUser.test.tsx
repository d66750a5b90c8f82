import { screen, within } from '@testing-library/react';
import type { LoginUser, User } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, type FakeRequest } from '@portal/shared-auth/testing';
import { renderParticipant } from '../../../testing/render-participant';

const participant: LoginUser = {
  id: 7, name: 'Laura Gómez', image: '/uploads/users/old.png?expires=1&signature=a', points: 5000, profiles_id: 2,
  identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok-participant', expires_at: '2030-01-01T00:00:00Z',
};

const laura: User = {
  id: 7, name: 'Laura Gómez', email: 'laura@example.com', phone: '3001234567', identification_number: '1012345678',
  identification_type: 'CC', points: 4200, state: 1, created_at: new Date(2024, 1, 15, 10, 0).toISOString(),
  image: '/uploads/users/old.png?expires=1&signature=a', profile: { id: 2, name: 'Vendedor' }, profiles_id: 2,
  subsidiary: { id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' } }, subsidiary_id: 3, version: 2,
};

const photoCard = () => screen.getByRole('region', { name: 'Foto de perfil' });
const photoInput = () => screen.getByLabelText('Nueva foto de perfil');
const save = () => screen.getByRole('button', { name: 'Guardar foto' });
const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  useSession.getState().setSession(participant);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test("shows the participant's own data read-only, the support note, the balance and the photo", async () => {
  const calls = installFakeApi({ 'GET /api/users/getuser/7': { body: laura } });
  renderParticipant('/admin/profile-user');

  expect(await screen.findByLabelText('Nombre')).toHaveValue('Laura Gómez');
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/getuser/7']);
  expect(screen.getByRole('heading', { name: 'Mi Perfil' })).toBeInTheDocument();
  const shown: [string, string][] = [
    ['Correo electrónico', 'laura@example.com'],
    ['Tipo de documento', 'CC'],
    ['Número de documento', '1012345678'],
    ['Teléfono', '3001234567'],
    ['Punto de venta', 'Llantas del Norte'],
    ['Ciudad', 'Bogotá'],
    ['Perfil', 'Vendedor'],
    ['Estado', 'Activo'],
    ['Fecha de registro', '15 feb 2024'],
  ];
  for (const [label, value] of shown) {
    const field = screen.getByLabelText(label);
    expect(field).toHaveValue(value);
    expect(field).toHaveAttribute('readonly');
  }

  // SPEC 1: data changes need contacting support
  expect(screen.getByText(/Para cambiar sus datos debe comunicarse con soporte/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/admin/contact');

  expect(photoCard()).toHaveTextContent('Saldo de puntos4.200 puntos');
  expect(within(photoCard()).getByRole('img', { name: 'Foto de perfil de Laura Gómez' })).toHaveAttribute('src', '/uploads/users/old.png?expires=1&signature=a');
});

test('without a photo a placeholder is shown; staff see no points balance', async () => {
  useSession.getState().setSession({ ...participant, profiles_id: 4, image: null });
  installFakeApi({ 'GET /api/users/getuser/7': { body: { ...laura, image: null, profiles_id: 4, profile: { id: 4, name: 'Aprobador' }, subsidiary: null } } });
  renderParticipant('/admin/profile-user');

  await screen.findByLabelText('Nombre');
  expect(within(photoCard()).getByRole('img', { name: 'Sin foto de perfil' })).toBeInTheDocument();
  expect(screen.getByLabelText('Punto de venta')).toHaveValue('Sin asignar');
  expect(photoCard()).not.toHaveTextContent('Saldo de puntos');
});

test("'Guardar foto' without a new file says 'Seleccione una nueva foto de perfil' and sends nothing (SPEC 5)", async () => {
  const calls = installFakeApi({ 'GET /api/users/getuser/7': { body: laura } });
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderParticipant('/admin/profile-user');
  await screen.findByLabelText('Nombre');

  await user.click(save());
  expect(screen.getByText('Seleccione una nueva foto de perfil')).toBeInTheDocument();
  expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
  expect(posts(calls)).toHaveLength(0);
  expect(log).toHaveBeenCalled();
});

test('a new photo is posted as multipart `image`, shown at once and put in the session (the sidebar photo)', async () => {
  const newLink = '/uploads/users/new.png?expires=2&signature=b';
  let stored = laura;
  const calls = installFakeApi({
    'GET /api/users/getuser/7': () => ({ body: stored }),
    'POST /api/users/photo': () => {
      stored = { ...laura, image: newLink, version: 3 };
      return { body: { message: 'success', detail: 'Foto de perfil actualizada con éxito', image: newLink } };
    },
  });
  const { user } = renderParticipant('/admin/profile-user');
  await screen.findByLabelText('Nombre');

  const file = new File(['png-bytes'], 'yo.png', { type: 'image/png' });
  await user.upload(photoInput(), file);
  expect(screen.queryByText('Seleccione una nueva foto de perfil')).not.toBeInTheDocument();
  await user.click(save());

  expect(await screen.findByRole('status')).toHaveTextContent('Foto de perfil actualizada con éxito');
  const [post] = posts(calls);
  expect(post.path).toBe('/api/users/photo');
  expect(post.body).toBeInstanceOf(FormData);
  expect((post.body as FormData).get('image')).toBe(file);
  expect([...(post.body as FormData).keys()]).toEqual(['image']);

  expect(useSession.getState().user?.image).toBe(newLink);
  expect(within(photoCard()).getByRole('img', { name: 'Foto de perfil de Laura Gómez' })).toHaveAttribute('src', newLink);
  // the profile read is asked again (refetch of '/api/users')
  expect(calls.filter((c) => c.path === '/api/users/getuser/7').length).toBeGreaterThanOrEqual(2);
});

test("a refused photo shows the server's detail in red and keeps the session photo", async () => {
  installFakeApi({
    'GET /api/users/getuser/7': { body: laura },
    'POST /api/users/photo': { status: 400, body: { message: 'error', detail: 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)', statusCode: 400 } },
  });
  const { user } = renderParticipant('/admin/profile-user');
  await screen.findByLabelText('Nombre');

  await user.upload(photoInput(), new File(['x'], 'nota.png', { type: 'image/png' }));
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)');
  expect(useSession.getState().user?.image).toBe(participant.image);
});
