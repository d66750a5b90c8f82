import { screen, waitFor, within } from '@testing-library/react';
import { renderShell, resizeTo, sessionApi, signIn, userWith } from '../test-utils';

afterEach(() => resizeTo(1024));

async function openAs(profile: number, path = '/admin/home') {
  await signIn(userWith(profile));
  const view = renderShell(path, { api: sessionApi(userWith(profile)) });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return { ...view, nav };
}

test('profile 2 (participant) sees the sales group, catalogue, redemptions, contact and politics', async () => {
  const { user, nav } = await openAs(2);
  await user.click(within(nav).getByRole('button', { name: 'Ventas' }));
  const links = within(nav).getAllByRole('link').map((a) => a.textContent);
  expect(links).toEqual([
    'Ingresar Venta', 'Lista de Ventas', 'Catálogo de Productos', 'Lista Redenciones', 'Contáctanos', 'Políticas Y Condiciones',
  ]);
  expect(within(nav).getByRole('link', { name: 'Ingresar Venta' })).toHaveAttribute('href', '/admin/register-sale');
  expect(within(nav).queryByText('Redimir Producto')).not.toBeInTheDocument();
});

test('profile 4 (approver) sees only Lista Redenciones', async () => {
  const { nav } = await openAs(4);
  expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Lista Redenciones']);
  expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
});

test('the user menu opens with Mi Perfil and the points balance; the photo falls back to a placeholder', async () => {
  const { user } = await openAs(2);
  const sidebar = screen.getByRole('complementary', { name: 'Barra lateral' });
  expect(within(sidebar).getByRole('img', { name: 'Foto de Carolina Ríos' })).toHaveAttribute('src', 'test-file-stub');
  const toggle = within(sidebar).getByRole('button', { name: 'Carolina Ríos' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(within(sidebar).getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/admin/profile-user');
  expect(within(sidebar).getByText('Puntos: 1.500')).toBeInTheDocument();
});

test('the photo is offered as its 96x96 WebP under the same signed link, loaded lazily', async () => {
  const image = '/uploads/users/c-10.png?expires=1893456000&signature=sig-1';
  await signIn(userWith(2, { image }));
  renderShell('/admin/home', { api: sessionApi(userWith(2, { image })) });
  const sidebar = await screen.findByRole('complementary', { name: 'Barra lateral' });
  const photo = within(sidebar).getByRole('img', { name: 'Foto de Carolina Ríos' });
  expect(photo.getAttribute('src')).toMatch(/\/uploads\/users\/c-10\.png\?expires=1893456000&signature=sig-1$/);
  expect(photo).toHaveAttribute('loading', 'lazy');
  expect(photo.parentElement!.querySelector('source[type="image/webp"]')!.getAttribute('srcset'))
    .toMatch(/\/uploads\/users\/c-10\.avatar-96\.webp\?expires=1893456000&signature=sig-1 1x$/);
});

test('the mini toggle shrinks the entries to initials and back', async () => {
  const { user, nav } = await openAs(2);
  const toggle = screen.getByRole('button', { name: 'Minimizar menú' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(within(nav).getByRole('link', { name: 'Catálogo de Productos' })).toHaveTextContent('Catálogo de Productos');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(within(nav).getByRole('link', { name: 'Catálogo de Productos' })).toHaveTextContent(/^CP$/);
  await user.click(toggle);
  expect(within(nav).getByRole('link', { name: 'Catálogo de Productos' })).toHaveTextContent('Catálogo de Productos');
});

test('on a narrow screen the sidebar is a drawer that closes on navigation and when the window widens', async () => {
  resizeTo(500);
  await signIn(userWith(2));
  const { user } = renderShell('/admin/home', { api: sessionApi(userWith(2)) });
  const open = await screen.findByRole('button', { name: 'Abrir menú' });
  expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Minimizar menú' })).not.toBeInTheDocument();

  await user.click(open);
  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('link', { name: 'Políticas Y Condiciones' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  resizeTo(1200);
  // desktop again: the fixed sidebar, and a later narrow window starts with the drawer closed
  expect(screen.getByRole('button', { name: 'Minimizar menú' })).toBeInTheDocument();
  resizeTo(500);
  expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
});

test("the phone's drawer is a dialog: the focus goes in, Tab stays in it, Escape closes it and gives the focus back to 'Abrir menú'", async () => {
  resizeTo(500);
  await signIn(userWith(2));
  const { user } = renderShell('/admin/home', { api: sessionApi(userWith(2)) });
  const open = await screen.findByRole('button', { name: 'Abrir menú' });
  await user.click(open);
  const drawer = screen.getByRole('dialog', { name: 'Barra lateral' });
  expect(drawer).toContainElement(document.activeElement as HTMLElement);
  // round and round inside: as many Tabs as it has stops, and more, never leave it
  for (let i = 0; i < 25; i += 1) {
    await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  }
  await user.tab({ shift: true });
  expect(drawer).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Barra lateral' })).not.toBeInTheDocument();
  expect(open).toHaveFocus();
  // a link in it moves to another page: the focus goes to that page's heading, not back to the opener
  await user.click(open);
  await user.click(within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Políticas Y Condiciones' }));
  await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' });
  await waitFor(() => expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Políticas Y Condiciones' })).toHaveFocus());
  resizeTo(1200);
});

test('Contáctanos opens the contact link in a new tab from the click itself and stays on the page', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: {} }) as unknown as Window);
  const { user, nav } = await openAs(2, '/admin/politics');
  await user.click(within(nav).getByRole('link', { name: 'Contáctanos' }));
  expect(open).toHaveBeenCalledWith('https://contacto.example.test/', '_blank');
  expect(open).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
  expect(document.title).toBe('Políticas Y Condiciones | Portal de Puntos');
  open.mockRestore();
});
