import { act, screen, within } from '@testing-library/react';
import { invoiceToday, type ApplyForDetail, type InvoiceWithTotals, type LoginUser } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, type FakeRoutes } from '@portal/shared-auth/testing';
import { findCalendar } from '@portal/shared-ui/test-utils';
import { renderReview } from '../../../testing/render-review';

const staff = (profiles_id: number): LoginUser => ({
  id: 40 + profiles_id, name: 'Ana Revisora', image: null, points: 0, profiles_id,
  identification_number: '900400', email: 'ana@example.com', access_token: 'tok', expires_at: '2030-01-01T00:00:00Z',
});

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

function request(state: string, extra: Partial<ApplyForDetail> = {}): ApplyForDetail {
  return {
    id: 12, product_id: 1, product: { id: 1, name: 'Termo de acero' }, users_id: 7,
    user: { id: 7, name: 'Laura Gómez', identification_number: '1012345678', points: 4200, subsidiary: { id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' } } },
    points: 1500, created_at: at(2024, 3, 2, 16, 45), state, comment: null, buyer_comment: null, purchase_date: null,
    // the prize's way after the purchase (contract ApplyFor): not dispatched
    due_date: '2024-04-02', days_left: 0, delivery_method: null, delivery_address: null, delivery_city: null, recipient: null, carrier: null,
    guide_number: null, tracking_url: null, dispatch_date: null, delivery_date: null, proof_image: null, received_at: null, claim_comment: null,
    claim_at: null, delivery_comment: null,
    points_from_unreviewed_invoices: 0, ...extra,
  };
}

function invoice(id: number, createdAt: string, extra: Partial<InvoiceWithTotals> = {}): InvoiceWithTotals {
  return {
    id, number: `FV-${id}`, price: 1_250_000, sale_date: '2024-03-01', created_at: createdAt, state: 'Aprobada',
    image: `/uploads/invoices/f${id}.png?expires=1&signature=abc`, comment_rejected: null, users_id: 7,
    user: { id: 7, name: 'Laura Gómez' }, subsidiary_id: 3, subsidiary: { id: 3, name: 'Llantas del Norte' },
    invoice_references: [], points: [], total_points: 120, used_points: 0, remaining_points: 120, ...extra,
  };
}

function api(req: ApplyForDetail, more: FakeRoutes = {}, invoices: InvoiceWithTotals[] = []) {
  return installFakeApi({
    'GET /api/product/applyfor/get/12': { body: req },
    'GET /api/users/historyinvoice/7': { body: invoices },
    ...more,
  });
}

const card = () => screen.findByRole('heading', { name: 'Información de solicitud' });
const button = (name: string) => screen.queryByRole('button', { name });
const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  useSession.getState().clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('shows the request read-only: Id, Producto, Usuario, CC, Puntos, Puntos Usuario, Fecha Creacion, Estado', async () => {
  useSession.getState().setSession(staff(4));
  api(request('espera'));
  renderReview('/admin/confirm-redeem/12');
  await card();
  const expected: [string, string][] = [
    ['Id', '12'], ['Producto', 'Termo de acero'], ['Usuario', 'Laura Gómez'], ['CC', '1012345678'], ['Puntos', '1.500'],
    ['Puntos Usuario', '4.200'], ['Fecha Creacion', '02 mar 2024, 16:45'], ['Estado', 'Espera'],
  ];
  for (const [label, value] of expected) {
    const field = screen.getByLabelText(label);
    expect(field).toHaveValue(value);
    expect(field).toHaveAttribute('readonly');
  }
});

test('the approver (4) in Espera: approver comment editable, approve and reject; nothing of the buyer', async () => {
  useSession.getState().setSession(staff(4));
  api(request('espera', { points_from_unreviewed_invoices: 300 }));
  renderReview('/admin/confirm-redeem/12');
  await card();
  expect(screen.getByLabelText('Comentario Aprobador')).not.toHaveAttribute('readonly');
  expect(screen.getByLabelText('Comentario Comprador')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Fecha de Compra')).toHaveAttribute('readonly');
  expect(button('Aprobar')).toBeInTheDocument();
  expect(button('Rechazar')).toBeInTheDocument();
  expect(button('Confirmar Compra')).not.toBeInTheDocument();
  expect(screen.getByText('Puntos pagados con facturas sin revisar: 300')).toBeInTheDocument();
});

test('the buyer (5) in Aprobado: date picker, buyer comment and confirm; the approver comment read-only', async () => {
  useSession.getState().setSession(staff(5));
  api(request('aprobado', { comment: 'Aprobado por stock' }));
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();
  expect(screen.getByLabelText('Comentario Aprobador')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Comentario Aprobador')).toHaveValue('Aprobado por stock');
  // SPEC 2.11: the date is picked from a calendar (read-only input), behind the button at its end or a press on it
  expect(await screen.findByLabelText('Fecha de Compra')).toHaveAttribute('readonly');
  await user.click(screen.getByRole('button', { name: 'Elegir en el calendario: Fecha de Compra' }));
  expect(await findCalendar()).toBeInTheDocument();
  expect(screen.getByLabelText('Comentario Comprador')).not.toHaveAttribute('readonly');
  expect(button('Confirmar Compra')).toBeInTheDocument();
  expect(button('Aprobar')).not.toBeInTheDocument();
  expect(button('Rechazar')).not.toBeInTheDocument();
});

test.each([
  [1, 'espera'], [1, 'aprobado'], [4, 'aprobado'], [4, 'rechazado'], [5, 'espera'], [5, 'confirmado'],
])('profile %i with the request %s: read-only, no buttons', async (profile, state) => {
  useSession.getState().setSession(staff(profile));
  api(request(state, { comment: 'ok ok', buyer_comment: 'comprado', purchase_date: '2024-04-10' }));
  renderReview('/admin/confirm-redeem/12');
  await card();
  for (const label of ['Comentario Aprobador', 'Comentario Comprador', 'Fecha de Compra']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Fecha de Compra')).toHaveValue('10 abr 2024');
  for (const name of ['Aprobar', 'Rechazar', 'Confirmar Compra']) expect(button(name)).not.toBeInTheDocument();
});

test("reject needs an approver comment of 3 characters; then sends { comment }, says 'Solicitud Rechazada' and goes to the list after 3 s", async () => {
  useSession.getState().setSession(staff(4));
  const calls = api(request('espera'), {
    'POST /api/product/reject/12': { body: { message: 'success', detail: 'Solicitud Rechazada' } },
    'GET /api/product/applyfor/all': { body: { rows: [], total: 0 } },
  });
  const { user } = renderReview('/admin/confirm-redeem/12', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await card();

  await user.type(screen.getByLabelText('Comentario Aprobador'), 'no');
  await user.click(button('Rechazar')!);
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(posts(calls)).toEqual([]);

  jest.useFakeTimers();
  await user.type(screen.getByLabelText('Comentario Aprobador'), ' hay');
  expect(screen.queryByText('Mínimo 3 caracteres')).not.toBeInTheDocument();
  await user.click(button('Rechazar')!);
  expect(await screen.findByRole('status')).toHaveTextContent('Solicitud Rechazada');
  expect(posts(calls)).toEqual([{ path: '/api/product/reject/12', body: { comment: 'no hay' } }]);

  act(() => jest.advanceTimersByTime(2900));
  // not gone yet (the card itself may be refetching after the write: what counts is the address)
  expect(screen.queryByRole('table', { name: 'Lista de Redenciones' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('table', { name: 'Lista de Redenciones' })).toBeInTheDocument();
});

test("approve needs no comment: sends { comment: null } and says 'Aprobado con éxito'", async () => {
  useSession.getState().setSession(staff(4));
  const calls = api(request('espera'), { 'POST /api/product/approve/12': { body: { message: 'success', detail: 'Aprobado con éxito' } } });
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();
  await user.click(button('Aprobar')!);
  expect(await screen.findByRole('status')).toHaveTextContent('Aprobado con éxito');
  expect(posts(calls)).toEqual([{ path: '/api/product/approve/12', body: { comment: null } }]);
  expect(button('Aprobar')).toBeDisabled();
});

test("a 409 from a second tab shows the server's detail in the red panel and keeps what was typed", async () => {
  useSession.getState().setSession(staff(4));
  api(request('espera'), {
    'POST /api/product/approve/12': { status: 409, body: { message: 'error', detail: 'La solicitud ya fue revisada (estado: Rechazado)', statusCode: 409 } },
  });
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();
  await user.type(screen.getByLabelText('Comentario Aprobador'), 'Todo en orden');
  await user.click(button('Aprobar')!);
  expect(await screen.findByRole('alert')).toHaveTextContent('La solicitud ya fue revisada (estado: Rechazado)');
  expect(screen.getByLabelText('Comentario Aprobador')).toHaveValue('Todo en orden');
  expect(button('Aprobar')).toBeEnabled();
});

test('with no network a decision is not lost in an error: a calm note says it needs a connection, and what was typed stays', async () => {
  useSession.getState().setSession(staff(4));
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  api(request('espera'), {
    'POST /api/product/approve/12': () => {
      // what fetch throws with no network
      throw new TypeError('Failed to fetch');
    },
  });
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();
  await user.type(screen.getByLabelText('Comentario Aprobador'), 'Todo en orden');
  await user.click(button('Aprobar')!);
  expect(await screen.findByText('Esta acción necesita conexión a internet. Inténtelo de nuevo cuando vuelva la señal.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Comentario Aprobador')).toHaveValue('Todo en orden');
  expect(button('Aprobar')).toBeEnabled();
  onLine.mockRestore();
});

test("confirm needs a date ('Seleccione Una Fecha') and a buyer comment; days up to 2019-03-01 are not offered; sends YYYY-MM-DD", async () => {
  useSession.getState().setSession(staff(5));
  const calls = api(request('aprobado'), { 'POST /api/product/bought/12': { body: { message: 'success', detail: 'Confirmado con éxito' } } });
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();

  await user.click(button('Confirmar Compra')!);
  expect(screen.getByText('Seleccione Una Fecha')).toBeInTheDocument();
  expect(screen.getByLabelText('Comentario Comprador')).toHaveAttribute('aria-invalid', 'true');
  expect(posts(calls)).toEqual([]);

  const date = await screen.findByLabelText('Fecha de Compra');
  await user.click(date);
  // the picker's code may still be on its way (loaded on first use): wait for it, as a person would
  const calendar = await findCalendar();
  // the picker opens on the month of today in Colombia, the last day the rule accepts; the clock is
  // pinned to 2026-11-26 10:00 there (tools/jest/clock.js), a day whose calendar also shows 26 October
  expect(invoiceToday()).toBe('2026-11-26');
  expect(within(calendar).getByRole('gridcell', { name: 'Elegir lunes, 26 de octubre de 2026' })).toBeInTheDocument();
  expect(within(calendar).getByRole('gridcell', { name: 'No disponible viernes, 27 de noviembre de 2026' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(calendar).getByRole('gridcell', { name: 'Elegir jueves, 26 de noviembre de 2026' }));
  await user.type(screen.getByLabelText('Comentario Comprador'), 'Comprado en Falabella');
  await user.click(button('Confirmar Compra')!);

  expect(await screen.findByRole('status')).toHaveTextContent('Confirmado con éxito');
  expect(posts(calls)).toEqual([{ path: '/api/product/bought/12', body: { buyer_comment: 'Comprado en Falabella', purchase_date: '2026-11-26' } }]);
});

test('the confirmation date cannot be typed (SPEC 2.11 read-only input): a typed day is refused and nothing is sent', async () => {
  useSession.getState().setSession(staff(5));
  const calls = api(request('aprobado'), { 'POST /api/product/bought/12': { body: { message: 'success', detail: 'Confirmado con éxito' } } });
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();
  await user.type(screen.getByLabelText('Comentario Comprador'), 'Comprado en Falabella');

  const date = screen.getByLabelText('Fecha de Compra');
  expect(date).toHaveAttribute('readonly');
  expect(date).toHaveAttribute('placeholder', 'Seleccione una fecha');
  // a press on it opens the calendar; the keys typed go nowhere
  await user.type(date, '20/11/2026');
  expect(await findCalendar()).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(date).toHaveValue('');
  await user.click(button('Confirmar Compra')!);
  expect(screen.getByText('Seleccione Una Fecha')).toBeInTheDocument();
  expect(date).toHaveAccessibleDescription('Seleccione Una Fecha');
  expect(posts(calls)).toEqual([]);
});

test('the purchase calendar offers 2 March 2019 and not 1 March 2019 or before', async () => {
  jest.useFakeTimers({ now: new Date(2019, 2, 20, 10), advanceTimers: true });
  useSession.getState().setSession(staff(5));
  api(request('aprobado'));
  const { user } = renderReview('/admin/confirm-redeem/12');
  await card();
  await user.click(await screen.findByLabelText('Fecha de Compra'));
  const calendar = await findCalendar();
  expect(within(calendar).getByRole('gridcell', { name: 'No disponible viernes, 1 de marzo de 2019' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(calendar).getByRole('gridcell', { name: 'No disponible jueves, 28 de febrero de 2019' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(calendar).getByRole('gridcell', { name: 'Elegir sábado, 2 de marzo de 2019' }));
  expect(screen.getByLabelText('Fecha de Compra')).toHaveValue('02/03/2019');
});

test("Lista de Ventas of the requesting user: SPEC 3 columns, newest registration first, rejected struck in red, 'Detalles' to the invoice", async () => {
  useSession.getState().setSession(staff(4));
  api(request('espera'), {}, [
    invoice(1, at(2024, 3, 2, 16, 45), { number: 'FV-100', total_points: 1500, used_points: 400, remaining_points: 1100 }),
    invoice(2, at(2024, 5, 10, 9, 5), { number: 'FV-200', sale_date: '2024-05-09', price: 980_500, state: 'Rechazada', total_points: 80, used_points: 0, remaining_points: 0 }),
  ]);
  renderReview('/admin/confirm-redeem/12');
  const t = await screen.findByRole('table', { name: 'Lista de Ventas' });
  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Fecha', '# Factura', 'Total', 'Puntos Obtenidos', 'Puntos Usados', 'Puntos Restantes', 'Fecha de Registro', 'Estado', 'Imagen', 'Acciones',
  ]);
  const [newest, older] = within(t).getAllByRole('row').slice(1);
  expect(within(newest).getAllByRole('cell').map((c) => c.textContent)).toEqual(['09 may 2024', 'FV-200', '980.500', '80', '80', '0', '10 may 2024, 09:05', 'Rechazada', 'Ver Factura', 'Detalles']);
  // SPEC 3: 'Puntos Usados' = total - used (1100), 'Puntos Restantes' = used (400)
  expect(within(older).getAllByRole('cell').map((c) => c.textContent)).toEqual(['01 mar 2024', 'FV-100', '1.250.000', '1.500', '1.100', '400', '02 mar 2024, 16:45', 'Aprobada', 'Ver Factura', 'Detalles']);
  expect(newest).toHaveStyle({ textDecoration: 'line-through', color: '#c62828' });
  expect(older).toHaveStyle({ textDecoration: 'none' });
  const photo = within(older).getByRole('link', { name: 'Ver Factura FV-100' });
  expect(photo).toHaveAttribute('target', '_blank');
  expect(photo).toHaveAttribute('href', '/uploads/invoices/f1.png?expires=1&signature=abc');
  expect(within(older).getByRole('link', { name: 'Detalles de la factura FV-100' })).toHaveAttribute('href', '/admin/invoice-details/1');
});

test('Lista de Ventas shows 10 invoices per page', async () => {
  useSession.getState().setSession(staff(4));
  api(request('espera'), {}, Array.from({ length: 12 }, (_, i) => invoice(i + 1, at(2024, 5, i + 1))));
  renderReview('/admin/confirm-redeem/12');
  const t = await screen.findByRole('table', { name: 'Lista de Ventas' });
  const rows = within(t).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(10);
  expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('FV-12');
});
