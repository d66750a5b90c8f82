import { act, screen, within } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import { renderShell, resizeTo, sessionApi, signIn, userWith } from '../../test-utils';

beforeEach(() => signIn(null));

test('the login page asks for the identification number and the password', async () => {
  renderShell('/auth/login-page');
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(screen.getByLabelText('Número de identificación')).toBeInTheDocument();
  expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
});

test('the server\'s Spanish error is shown in a red alert and nothing typed is lost', async () => {
  const { user } = renderShell('/auth/login-page', {
    api: {
      'POST /api/login': {
        status: 401,
        body: { message: 'Usuario o contraseña incorrectos', detail: 'Usuario o contraseña incorrectos', statusCode: 401 },
      },
    },
  });
  await user.type(await screen.findByLabelText('Número de identificación'), '52123456');
  await user.type(screen.getByLabelText('Contraseña'), 'mala');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  expect(screen.getByLabelText('Número de identificación')).toHaveValue('52123456');
  expect(screen.getByLabelText('Contraseña')).toHaveValue('mala');
  expect(useSession.getState().token).toBeNull();
});

test('empty fields are marked and nothing is sent', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, calls } = renderShell('/auth/login-page');
  await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
  expect(screen.getByLabelText('Número de identificación')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);
  warn.mockRestore();
});

test('while sending the button is disabled; success stores the session and opens /admin/home', async () => {
  const account = userWith(2);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { user, calls } = renderShell('/auth/login-page', {
    api: sessionApi(account, {
      'POST /api/login': async () => {
        await answered;
        return { body: [account] };
      },
    }),
  });
  await user.type(await screen.findByLabelText('Número de identificación'), '52123456');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta');
  await user.click(screen.getByRole('button', { name: /Ingresar/ }));

  const button = screen.getByRole('button', { name: /Ingresar/ });
  expect(button).toBeDisabled();
  expect(within(button).getByRole('status')).toHaveTextContent('Enviando...');

  await act(async () => answer());
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Llantas destacadas' })).toBeInTheDocument();
  expect(useSession.getState().token).toBe('tok-carolina');
  expect(calls[0].body).toMatchObject({ username: '52123456', password: 'secreta', client_id: 'test-client' });
});

test("on a phone the login page's menu is a dialog: the focus goes in and stays, Escape closes it and gives the focus back", async () => {
  resizeTo(500);
  try {
    const { user } = renderShell('/auth/login-page');
    const open = await screen.findByRole('button', { name: 'Abrir menú' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Navegación de acceso' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navegación de acceso' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(within(document.body).getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  } finally {
    resizeTo(1024);
  }
});

test("the red panel speaks of the last attempt only: an attempt refused before sending hides the old answer", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const refusal = { status: 401, body: { message: 'error', detail: 'Identificación o contraseña incorrecta', statusCode: 401 } };
  const { user } = renderShell('/auth/login-page', { api: { 'POST /api/login': refusal } });
  await user.type(await screen.findByLabelText('Número de identificación'), '52123456');
  await user.type(screen.getByLabelText('Contraseña'), 'mala');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  const first = await screen.findByRole('alert');
  expect(first).toHaveTextContent('Identificación o contraseña incorrecta');
  // the next attempt, with the password cleared: refused by the form, nothing sent, the old answer gone
  await user.clear(screen.getByLabelText('Contraseña'));
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  expect(screen.queryByText('Identificación o contraseña incorrecta')).not.toBeInTheDocument();
  // sent again and refused again: a new alert, not the old one left in place
  await user.type(screen.getByLabelText('Contraseña'), 'otra');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  const second = await screen.findByRole('alert');
  expect(second).toHaveTextContent('Identificación o contraseña incorrecta');
  expect(second).not.toBe(first);
  warn.mockRestore();
});
