import { screen, within } from '@testing-library/react';
import type { InvoiceWithTotals, LoginUser } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/testing';
import { renderParticipant } from '../../../testing/render-participant';

const participant: LoginUser = {
  id: 7, name: 'Laura Gómez', image: null, points: 5000, profiles_id: 2,
  identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok-participant', expires_at: '2030-01-01T00:00:00Z',
};

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

function invoice(id: number, createdAt: string, extra: Partial<InvoiceWithTotals> = {}): InvoiceWithTotals {
  return {
    id, number: `FV-${id}`, price: 1_250_000, sale_date: '2024-03-01', created_at: createdAt, state: 'Creada',
    image: `/uploads/invoices/f${id}.png?expires=1&signature=abc`, comment_rejected: null, users_id: 7,
    user: { id: 7, name: 'Laura Gómez' }, subsidiary_id: 3, subsidiary: { id: 3, name: 'Llantas del Norte' },
    invoice_references: [], points: [], total_points: 120, used_points: 0, remaining_points: 120, ...extra,
  };
}

const table = () => screen.findByRole('table', { name: 'Lista de Ventas' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => {
  useSession.getState().setSession(participant);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test('shows every column with its figures, newest registration first, and the invoice photo in a new tab', async () => {
  const calls = installFakeApi({
    'GET /api/invoice/all': {
      body: [
        invoice(1, at(2024, 3, 2, 16, 45), { number: 'FV-100', price: 1_250_000, sale_date: '2024-03-01', state: 'Aprobada', total_points: 1500, used_points: 400, remaining_points: 1100 }),
        invoice(2, at(2024, 5, 10, 9, 5), { number: 'FV-200C', price: 980_500, sale_date: '2024-05-09', total_points: 80, used_points: 0, remaining_points: 80 }),
      ],
    },
  });
  renderParticipant('/admin/invoices-list');
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    '# Factura', 'Fecha', 'Fecha de Registro', 'Total (COP)', 'Estado', 'Puntos Obtenidos', 'Puntos Usados', 'Puntos Restantes', 'Imagen',
  ]);
  const [newest, older] = bodyRows(t);
  expect(cellsOf(newest)).toEqual(['FV-200C', '09 may 2024', '10 may 2024, 09:05', '980.500', 'Creada', '80', '0', '80', 'Ver Factura']);
  expect(cellsOf(older)).toEqual(['FV-100', '01 mar 2024', '02 mar 2024, 16:45', '1.250.000', 'Aprobada', '1.500', '400', '1.100', 'Ver Factura']);

  const photo = within(older).getByRole('link', { name: 'Ver Factura FV-100' });
  expect(photo).toHaveAttribute('href', '/uploads/invoices/f1.png?expires=1&signature=abc');
  expect(photo).toHaveAttribute('target', '_blank');
  expect(photo).toHaveAttribute('rel', expect.stringContaining('noopener'));
  // the api answers only this participant's invoices: the screen asks the one list call
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/invoice/all']);
});

test('a rejected invoice is struck through in red with its rejection comment visible (SPEC 2.9)', async () => {
  installFakeApi({
    'GET /api/invoice/all': {
      body: [
        invoice(1, at(2024, 3, 2), { state: 'Rechazada', comment_rejected: 'La foto no es legible', total_points: 300, remaining_points: 0 }),
        invoice(2, at(2024, 3, 1)),
      ],
    },
  });
  renderParticipant('/admin/invoices-list');
  const [rejected, created] = bodyRows(await table());

  expect(rejected).toHaveStyle({ textDecoration: 'line-through', color: '#c62828' });
  expect(within(rejected).getByRole('cell', { name: /Rechazada/ })).toHaveTextContent('RechazadaMotivo: La foto no es legible');
  expect(within(rejected).getByText('Motivo: La foto no es legible')).toBeVisible();
  expect(created).toHaveStyle({ textDecoration: 'none' });
  expect(within(created).queryByText(/Motivo/)).not.toBeInTheDocument();
});

test('an invoice in dispute says so under its state, a claim that it earns nothing yet; the lost side shows the reason', async () => {
  installFakeApi({
    'GET /api/invoice/all': {
      body: [
        invoice(3, at(2024, 3, 3), { number: 'FV-77', dispute: { with_invoice_id: 90, claim: true }, remaining_points: 0 }),
        invoice(2, at(2024, 3, 2), { number: 'FV-55', dispute: { with_invoice_id: 91, claim: false } }),
        invoice(1, at(2024, 3, 1), { number: 'FV-33', state: 'Rechazada', dispute: null, remaining_points: 0,
          comment_rejected: 'Factura en disputa: el aprobador validó otro registro de la factura FV-33 en esta sucursal, así que este fue rechazado.' }),
      ],
    },
  });
  renderParticipant('/admin/invoices-list');
  const [claim, first, lost] = bodyRows(await table());

  expect(within(claim).getByText('En disputa: otra persona ya había registrado este número en la sucursal; un aprobador decidirá (sin puntos hasta entonces)')).toBeVisible();
  expect(within(first).getByText('En disputa: otra persona registró este número en la sucursal; un aprobador decidirá')).toBeVisible();
  expect(cellsOf(first)[4]).toMatch(/^Creada/);
  expect(lost).toHaveStyle({ textDecoration: 'line-through' });
  expect(within(lost).getByText(/^Motivo: Factura en disputa: el aprobador validó otro registro de la factura FV-33/)).toBeVisible();
  expect(within(lost).queryByText(/^En disputa/)).not.toBeInTheDocument();
});

test("no invoices yet says 'No ha ingresado ventas'", async () => {
  installFakeApi({ 'GET /api/invoice/all': { body: [] } });
  renderParticipant('/admin/invoices-list');
  expect(within(await table()).getByText('No ha ingresado ventas')).toBeInTheDocument();
});

test('10 invoices per page with the pagination on top only, and the filter (SPEC 9)', async () => {
  const many = Array.from({ length: 12 }, (_, i) => invoice(i + 1, at(2024, 6, i + 1), i === 0 ? { state: 'Rechazada', comment_rejected: 'Duplicada' } : {}));
  installFakeApi({ 'GET /api/invoice/all': { body: many } });
  const { user } = renderParticipant('/admin/invoices-list');
  const t = await table();

  expect(bodyRows(t)).toHaveLength(10);
  expect(cellsOf(bodyRows(t)[0])[0]).toBe('FV-12');
  const pagers = screen.getAllByRole('navigation', { name: 'Paginación' });
  expect(pagers).toHaveLength(1);
  // on top: the pagination comes before the table
  expect(pagers[0].compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(bodyRows(t).map((r) => cellsOf(r)[0])).toEqual(['FV-2', 'FV-1']);

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'rechazada');
  expect(bodyRows(t).map((r) => cellsOf(r)[0])).toEqual(['FV-1']);
});

test('a list that can not be read shows a Spanish panel whose retry reads it again', async () => {
  let fail = true;
  installFakeApi({
    'GET /api/invoice/all': () =>
      fail ? { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } : { body: [invoice(1, at(2024, 1, 1))] },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderParticipant('/admin/invoices-list');

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar sus ventas');
  expect(panel).toHaveTextContent('Ocurrió un error en el servidor');
  fail = false;
  await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
  expect(bodyRows(await table())).toHaveLength(1);
});
