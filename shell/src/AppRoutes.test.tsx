import { fireEvent, screen } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import { renderShell, sessionApi, signIn, userWith } from './test-utils';

beforeEach(() => signIn(userWith(2)));

test.each(['/nowhere', '/admin/unknown-screen', '/admin', '/'])('%s goes to /admin/home', async (path) => {
  renderShell(path, { api: sessionApi(userWith(2)) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Llantas destacadas' })).toBeInTheDocument();
});

test('home shows the eight featured tires with title and brand, and the carousels of the desktop sets', async () => {
  const { calls } = renderShell('/admin/home', {
    api: sessionApi(userWith(2), {
      'GET /api/slides/position/up/0': {
        body: [
          { id: 1, path: '/uploads/promo-b.png', position: 'Up', order: 2, show: true, responsive: false },
          { id: 2, path: '/uploads/promo-a.png', position: 'Up', order: 1, show: true, responsive: false },
          { id: 3, path: '/uploads/oculto.png', position: 'Up', order: 3, show: false, responsive: false },
        ],
      },
    }),
  });
  const tiles = await screen.findAllByRole('heading', { level: 3 });
  expect(tiles).toHaveLength(8);
  expect(screen.getByRole('img', { name: "N'Fera SU1 225/45R17" })).toBeInTheDocument();
  expect(screen.getAllByText('Nexen')).toHaveLength(4);
  expect(screen.getAllByText('Roadstone')).toHaveLength(4);

  // the first slide (order 1) stands still until its picture has arrived, and a second more
  fireEvent.load(await screen.findByRole('img', { name: 'Promociones destacadas 1' }));
  const carousel = await screen.findByRole('region', { name: 'Promociones destacadas' }, { timeout: 3000 });
  const srcs = Array.from(carousel.querySelectorAll('img')).map((i) => i.getAttribute('src'));
  expect(srcs).toContain('/uploads/promo-a.png');
  expect(srcs).not.toContain('/uploads/oculto.png');
  const slideCalls = calls.filter((c) => c.path.startsWith('/api/slides')).map((c) => c.path);
  expect(slideCalls).toEqual(expect.arrayContaining(['/api/slides/position/up/0', '/api/slides/position/down/0']));
  expect(slideCalls).not.toContain('/api/slides/position/up/1');
});

test('politics shows the programme terms and the notice citing Ley 1581 de 2012', async () => {
  renderShell('/admin/politics', { api: sessionApi(userWith(2)) });
  expect(await screen.findByText(/entregarán dentro del mes siguiente/)).toBeInTheDocument();
  expect(screen.getByText(/Ley Estatutaria 1581 de 2012/)).toBeInTheDocument();
});

test('contact opens the configured link in a new tab at once and goes back', async () => {
  const tab = { opener: {} };
  const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  renderShell('/admin/contact', { api: sessionApi(userWith(2)) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  expect(open).toHaveBeenCalledWith('https://contacto.example.test/', '_blank');
  expect(open).toHaveBeenCalledTimes(1);
  expect(tab.opener).toBeNull();
  open.mockRestore();
});

test('/rtl is the right-to-left admin layout with an Arabic title', async () => {
  renderShell('/rtl', { api: sessionApi(userWith(2)) });
  const title = await screen.findByRole('heading', { level: 1, name: 'لوحة القيادة' });
  expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
});

test('the recovery page sends identification and email and shows the green notice about the temporary password', async () => {
  await signIn(null);
  const { user, calls } = renderShell('/auth/recovery-pass', { api: { 'POST /api/users/recover': { body: { message: 'success' } } } });
  expect(await screen.findByRole('heading', { name: 'Recuperar Contraseña' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Número de identificación'), '52123456');
  await user.type(screen.getByLabelText('Correo electrónico'), 'carolina@example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  const notice = (await screen.findByText(/Correo enviado con éxito/)).closest('[role="status"]');
  expect(notice).toHaveTextContent(/contraseña temporal/);
  expect(calls[0].body).toMatchObject({ identification_number: '52123456', email: 'carolina@example.com' });
});

test('the register page is titled Registrar Usuario', async () => {
  await signIn(null);
  renderShell('/auth/register-page');
  expect(await screen.findByRole('heading', { name: 'Registrar Usuario' })).toBeInTheDocument();
});

test('the logout page revokes the session on the server, forgets it and shows the login page', async () => {
  const { calls } = renderShell('/auth/logout-page', { api: sessionApi(userWith(2)) });
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/logout', headers: expect.objectContaining({ authorization: 'Bearer tok-carolina' }) })]);
  expect(useSession.getState().token).toBeNull();
});
