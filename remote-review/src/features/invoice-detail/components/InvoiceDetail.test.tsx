import { act, screen, within } from '@testing-library/react';
import type { InvoiceWithTotals, LoginUser } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderReview } from '../../../testing/render-review';

const person = (profiles_id: number): LoginUser => ({
  id: profiles_id === 2 ? 7 : 40, name: 'Ana', image: null, points: 0, profiles_id,
  identification_number: '900400', email: 'ana@example.com', access_token: 'tok', expires_at: '2030-01-01T00:00:00Z',
});

function invoice(state: string, extra: Partial<InvoiceWithTotals> = {}): InvoiceWithTotals {
  return {
    id: 9, number: 'FV-900', price: 1_250_000, sale_date: '2024-03-01', created_at: new Date(2024, 2, 2, 16, 45).toISOString(), state,
    image: '/uploads/invoices/f9.png?expires=1&signature=abc', comment_rejected: null, users_id: 7,
    user: { id: 7, name: 'Laura Gómez' }, subsidiary_id: 3, subsidiary: { id: 3, name: 'Llantas del Norte' },
    invoice_references: [
      { id: 1, points: 300, amount: 4, tire: { id: 5, name: '205/55R16', design: { id: 2, name: 'N Fera', brand: { id: 1, name: 'Nexen' } } } },
    ],
    points: [], total_points: 300, used_points: 0, remaining_points: 300, ...extra,
  };
}

const api = (inv: InvoiceWithTotals, more: FakeRoutes = {}) => installFakeApi({ 'GET /api/invoice/get/9': { body: inv }, ...more });
const heading = () => screen.findByRole('heading', { name: 'Detalle de Factura' });
const button = (name: string) => screen.queryByRole('button', { name });

afterEach(() => {
  useSession.getState().clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('shows the invoice, its tire lines and its photo (full size in a new tab)', async () => {
  useSession.getState().setSession(person(1));
  api(invoice('Creada'));
  renderReview('/admin/invoice-details/9');
  await heading();
  expect(screen.getByLabelText('# Factura')).toHaveValue('FV-900');
  expect(screen.getByLabelText('Total')).toHaveValue('1.250.000');
  expect(screen.getByLabelText('Estado')).toHaveValue('Creada');
  const lines = screen.getByRole('table', { name: 'Llantas de la factura' });
  expect(within(within(lines).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nexen', 'N Fera', '205/55R16', '4', '300']);
  const photo = screen.getByRole('link', { name: /Ver imagen completa/ });
  expect(photo).toHaveAttribute('href', '/uploads/invoices/f9.png?expires=1&signature=abc');
  expect(photo).toHaveAttribute('target', '_blank');
});

test.each([1, 4])('profile %i on a Creada invoice: approve and reject, comment editable', async (profile) => {
  useSession.getState().setSession(person(profile));
  api(invoice('Creada'));
  renderReview('/admin/invoice-details/9');
  await heading();
  expect(button('Aprobar')).toBeInTheDocument();
  expect(button('Rechazar')).toBeInTheDocument();
  expect(screen.getByLabelText('Comentario de Rechazo')).not.toHaveAttribute('readonly');
});

test.each([
  [1, 'Aprobada'], [4, 'Rechazada'], [5, 'Creada'], [2, 'Creada'],
])('profile %i on a %s invoice: read-only, no buttons', async (profile, state) => {
  useSession.getState().setSession(person(profile));
  api(invoice(state, { comment_rejected: state === 'Rechazada' ? 'Foto ilegible' : null }));
  renderReview('/admin/invoice-details/9');
  await heading();
  expect(button('Aprobar')).not.toBeInTheDocument();
  expect(button('Rechazar')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Comentario de Rechazo')).toHaveAttribute('readonly');
  if (state === 'Rechazada') expect(screen.getByLabelText('Comentario de Rechazo')).toHaveValue('Foto ilegible');
});

test.each([
  [true, 'En disputa: otra persona ya había registrado este número en la sucursal; un aprobador decidirá (sin puntos hasta entonces)'],
  [false, 'En disputa: otra persona registró este número en la sucursal; un aprobador decidirá'],
])('a participant opening their invoice in dispute (claim %s) reads so', async (claim, said) => {
  useSession.getState().setSession(person(2));
  api(invoice('Creada', { dispute: { with_invoice_id: 12, claim } }));
  renderReview('/admin/invoice-details/9');
  await heading();
  expect(screen.getByRole('status')).toHaveTextContent(said);
  expect(screen.getByText(said)).toBeVisible();
});

test('a participant opening their invoice rejected after a dispute reads the reason; one in no dispute says nothing of it', async () => {
  useSession.getState().setSession(person(2));
  const reason = 'Factura en disputa: el aprobador validó otro registro de la factura FV-900 en esta sucursal, así que este fue rechazado.';
  api(invoice('Rechazada', { comment_rejected: reason, dispute: null }));
  renderReview('/admin/invoice-details/9');
  await heading();
  expect(screen.getByLabelText('Estado')).toHaveValue('Rechazada');
  expect(screen.getByLabelText('Comentario de Rechazo')).toHaveValue(reason);
  expect(screen.getByLabelText('Comentario de Rechazo')).toBeVisible();
  expect(screen.queryByText(/^En disputa/)).not.toBeInTheDocument();
});

test("reject needs a comment of 3 characters, sends { comment_rejected }, says 'Factura Rechazada' and goes back after 3 s", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.getState().setSession(person(4));
  const calls = api(invoice('Creada'), { 'POST /api/invoice/rejected/9': { body: { message: 'success', detail: 'Factura Rechazada' } } });
  const { user } = renderReview('/admin/invoice-details/9', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await heading();
  await user.type(screen.getByLabelText('Comentario de Rechazo'), 'no');
  await user.click(button('Rechazar')!);
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  jest.useFakeTimers();
  await user.type(screen.getByLabelText('Comentario de Rechazo'), ' legible');
  await user.click(button('Rechazar')!);
  expect(await screen.findByRole('status')).toHaveTextContent('Factura Rechazada');
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/invoice/rejected/9', { comment_rejected: 'no legible' }]]);
  // the buttons stay off while the 3 s run (navigate(-1) itself: useRedirectAfterSuccess's own test)
  expect(button('Rechazar')).toBeDisabled();
  act(() => jest.advanceTimersByTime(3000));
});

test("approve sends no comment and says 'Factura Aprobada'", async () => {
  useSession.getState().setSession(person(1));
  const calls = api(invoice('Creada'), { 'POST /api/invoice/approved/9': { body: { message: 'success', detail: 'Factura Aprobada' } } });
  const { user } = renderReview('/admin/invoice-details/9');
  await heading();
  await user.click(button('Aprobar')!);
  expect(await screen.findByRole('status')).toHaveTextContent('Factura Aprobada');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/invoice/approved/9']);
});

test("while the approval is on its way its button says 'Enviando...' and both are locked", async () => {
  useSession.getState().setSession(person(1));
  let answer: (reply: { body: unknown }) => void = () => undefined;
  api(invoice('Creada'), { 'POST /api/invoice/approved/9': () => new Promise((resolve) => (answer = resolve)) });
  const { user } = renderReview('/admin/invoice-details/9');
  await heading();
  await user.click(button('Aprobar')!);
  const sending = await screen.findByRole('button', { name: 'Enviando...' });
  expect(sending).toBeDisabled();
  expect(sending).toHaveAttribute('aria-busy', 'true');
  expect(button('Rechazar')).toBeDisabled();
  answer({ body: { message: 'success', detail: 'Factura Aprobada' } });
  expect(await screen.findByRole('status')).toHaveTextContent('Factura Aprobada');
  expect(screen.queryByRole('button', { name: 'Enviando...' })).not.toBeInTheDocument();
});

test("a refusal (409) shows the server's detail in the red panel", async () => {
  useSession.getState().setSession(person(4));
  api(invoice('Creada'), { 'POST /api/invoice/approved/9': { status: 409, body: { message: 'error', detail: 'La factura ya fue revisada', statusCode: 409 } } });
  const { user } = renderReview('/admin/invoice-details/9');
  await heading();
  await user.click(button('Aprobar')!);
  expect(await screen.findByRole('alert')).toHaveTextContent('La factura ya fue revisada');
  expect(button('Aprobar')).toBeEnabled();
});

test("another participant's invoice (404 from the api) shows a Spanish not-found panel", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useSession.getState().setSession(person(2));
  installFakeApi({ 'GET /api/invoice/get/9': { status: 404, body: { message: 'error', detail: 'La factura no existe', statusCode: 404 } } });
  renderReview('/admin/invoice-details/9');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Factura no encontrada');
  expect(panel).toHaveTextContent('La factura no existe');
});
