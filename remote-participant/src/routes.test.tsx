import { screen, within } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderParticipant } from './testing/render-participant';

afterEach(() => useSession.getState().clear());

// Every screen of the participant remote is built: the administrator's 'Lista de Ventas' (issue 10)
// was the last placeholder.
test("/admin/invoices-list shows the administrator every invoice on the api's pages, not a placeholder", async () => {
  useSession.getState().setSession({
    id: 1, name: 'Admin', image: null, points: 0, profiles_id: 1, identification_number: '100', email: 'admin@example.com',
    access_token: 'tok-admin', expires_at: '2030-01-01T00:00:00Z',
  });
  const calls = installFakeApi({
    'GET /api/invoice/all': { body: { rows: [], total: 0 } },
    'GET /api/subsidiary': { body: [] },
  });
  renderParticipant('/admin/invoices-list');
  expect(screen.getByRole('heading', { name: 'Lista de Ventas' })).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Lista de Ventas' });
  expect(within(table).getByRole('columnheader', { name: 'Participante' })).toBeInTheDocument();
  expect(within(table).getByText('No hay ventas registradas')).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filtrar ventas' })).toBeInTheDocument();
  // the list contract's first page, not the participant's plain list
  expect(calls.find((c) => c.path === '/api/invoice/all')?.query).toEqual({ page: '1', pageSize: '10', sort: '-created' });
});
