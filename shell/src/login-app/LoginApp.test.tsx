// The login bundle: the auth pages without the federated shell; a login opens the home
// as a new document (OpenPortalPage), which starts the whole shell.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Routes } from 'react-router-dom';
import { installFakeApi } from '@portal/shared-auth/testing';
import { useSession } from '@portal/shared-auth';
import { PortalThemeProvider } from '@portal/shared-ui';
import { authRoutes } from '../pages/auth/authRoutes';
import { LoginPage } from '../pages/auth/LoginPage';
import { OpenPortalPage } from '../pages/auth/openPortalPage';
import { signIn, userWith } from '../test-utils';

const Unused = () => null;

beforeEach(() => signIn(null));

test('a login in the login bundle opens /admin/home as a new page, with the session stored', async () => {
  const account = userWith(2);
  installFakeApi({ 'POST /api/login': { body: [account] } });
  const open = jest.fn();
  const user = userEvent.setup();
  render(
    <PortalThemeProvider>
      <OpenPortalPage.Provider value={open}>
        <MemoryRouter initialEntries={['/auth/login-page']}>
          <Routes>{authRoutes({ LoginPage, RecoveryPage: Unused, RegisterPage: Unused, LogoutPage: Unused })}</Routes>
        </MemoryRouter>
      </OpenPortalPage.Provider>
    </PortalThemeProvider>,
  );
  await user.type(await screen.findByLabelText('Número de identificación'), '52123456');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/admin/home'));
  expect(useSession.getState().token).toBe('tok-carolina');
});
