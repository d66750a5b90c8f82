import { screen } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderParticipant } from './testing/render-participant';

// Every participant screen is built (issue 7); the one placeholder left is the administrator's 'Lista de Ventas'.
test("/admin/invoices-list keeps 'Pantalla en construcción' for the administrator (their version is a later issue)", () => {
  useSession.getState().setSession({
    id: 1, name: 'Admin', image: null, points: 0, profiles_id: 1, identification_number: '100', email: 'admin@example.com',
    access_token: 'tok-admin', expires_at: '2030-01-01T00:00:00Z',
  });
  const calls = installFakeApi({});
  renderParticipant('/admin/invoices-list');
  expect(screen.getByRole('heading', { name: 'Lista de Ventas' })).toBeInTheDocument();
  expect(screen.getByText('Pantalla en construcción')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  useSession.getState().clear();
});
