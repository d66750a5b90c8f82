import { act, screen, within } from '@testing-library/react';
import type { LoginUser, Product } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, type FakeReply } from '@portal/shared-auth/testing';
import { renderParticipant } from '../../../testing/render-participant';

const participant: LoginUser = {
  id: 7, name: 'Laura Gómez', image: null, points: 5000, profiles_id: 2,
  identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok-participant', expires_at: '2030-01-01T00:00:00Z',
};

const termo: Product = {
  id: 3, name: 'Termo de acero', points: 1200, points_value: 1200, estimated_value: 45000, image: '/uploads/products/termo.png', state: '1',
  product_categories_id: 1, product_category: { id: 1, name: 'Hogar' },
};

const figure = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};
const redeemButton = () => screen.getByRole('button', { name: 'Redimir' });
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');
const confirmDialog = () => screen.getByRole('dialog', { name: '¿Redimir este producto?' });

beforeEach(() => {
  useSession.getState().setSession(participant);
});
afterEach(() => {
  useSession.getState().clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('shows the product, the balance and what is left after the request', async () => {
  installFakeApi({ 'GET /api/products/get/3': { body: termo } });
  renderParticipant('/admin/redeem-product/3');

  expect(await screen.findByRole('heading', { name: 'Termo de acero' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Redimir Producto' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Termo de acero' })).toHaveAttribute('src', '/uploads/products/termo.png');
  expect(screen.getByText('Hogar')).toBeInTheDocument();
  expect(figure('Costo en puntos')).toBe('1.200 puntos');
  expect(figure('Su saldo')).toBe('5.000 puntos');
  expect(figure('Saldo después de redimir')).toBe('3.800 puntos');
  expect(redeemButton()).toBeEnabled();
});

test('a balance that does not cover the cost disables Redimir and says why; nothing is sent', async () => {
  useSession.getState().setSession({ ...participant, points: 1000 });
  const calls = installFakeApi({ 'GET /api/products/get/3': { body: termo } });
  const { user } = renderParticipant('/admin/redeem-product/3');

  await screen.findByRole('heading', { name: 'Termo de acero' });
  const reason = 'Saldo insuficiente: le faltan 200 puntos para redimir este producto.';
  expect(screen.getByText(reason)).toBeVisible();
  expect(redeemButton()).toBeDisabled();
  expect(redeemButton()).toHaveAccessibleDescription(reason);
  expect(screen.queryByText('Saldo después de redimir')).not.toBeInTheDocument();

  await user.click(redeemButton());
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('Redimir first asks, saying what the redemption costs and the balance after; nothing is sent yet and the focus is on Cancelar', async () => {
  const calls = installFakeApi({ 'GET /api/products/get/3': { body: termo } });
  const { user } = renderParticipant('/admin/redeem-product/3');
  await screen.findByRole('heading', { name: 'Termo de acero' });

  await user.click(redeemButton());
  const dialog = confirmDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Se descontarán 1.200 puntos. Su saldo quedará en 3.800 puntos.'));
  expect(within(dialog).getByRole('button', { name: 'Sí, redimir' })).toBeEnabled();
  // the safe default: Enter or Space right away cancels
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  expect(posts(calls)).toHaveLength(0);
});

test('Cancelar closes the question, sends nothing and gives the focus back to Redimir', async () => {
  const calls = installFakeApi({ 'GET /api/products/get/3': { body: termo } });
  const { user } = renderParticipant('/admin/redeem-product/3');
  await screen.findByRole('heading', { name: 'Termo de acero' });

  await user.click(redeemButton());
  await user.click(within(confirmDialog()).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(redeemButton()).toHaveFocus();
  expect(redeemButton()).toBeEnabled();
  expect(posts(calls)).toHaveLength(0);
  expect(useSession.getState().user?.points).toBe(5000);
});

test('Escape closes the question, sends nothing and gives the focus back to Redimir; by keyboard it asks again', async () => {
  const calls = installFakeApi({ 'GET /api/products/get/3': { body: termo } });
  const { user } = renderParticipant('/admin/redeem-product/3');
  await screen.findByRole('heading', { name: 'Termo de acero' });

  await user.click(redeemButton());
  confirmDialog();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(redeemButton()).toHaveFocus();
  expect(posts(calls)).toHaveLength(0);

  // Enter on the focused Redimir opens the question again; Enter there is 'Cancelar'
  await user.keyboard('{Enter}');
  expect(confirmDialog()).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(redeemButton()).toHaveFocus();
  expect(posts(calls)).toHaveLength(0);
});

test('Sí, redimir posts { product_id } once, shows the server detail, sets the sidebar balance at once and goes to Lista Redenciones after 3 s', async () => {
  let answer!: (reply: FakeReply) => void;
  const calls = installFakeApi({
    'GET /api/products/get/3': { body: termo },
    'POST /api/product/applyfor': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
  });
  const { user } = renderParticipant('/admin/redeem-product/3');
  await screen.findByRole('heading', { name: 'Termo de acero' });

  await user.click(redeemButton());
  await user.click(within(confirmDialog()).getByRole('button', { name: 'Sí, redimir' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(calls)).toHaveLength(1);
  expect(posts(calls)[0]).toEqual(expect.objectContaining({ path: '/api/product/applyfor', body: { product_id: 3 } }));
  // while sending, a second click can not send it again
  expect(screen.getByRole('button', { name: 'Redimiendo...' })).toBeDisabled();

  jest.useFakeTimers();
  await act(async () => answer({ body: { message: 'success', detail: 'Producto Termo de acero Redimido con Éxito', currentPoints: 3800, id: 41 } }));
  expect(screen.getByRole('status')).toHaveTextContent('Producto Termo de acero Redimido con Éxito');
  expect(useSession.getState().user?.points).toBe(3800);
  expect(figure('Su saldo')).toBe('3.800 puntos');
  expect(posts(calls)).toHaveLength(1);
  // one request per visit: the button stays off
  expect(redeemButton()).toBeDisabled();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Termo de acero' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  // the redeem list belongs to the review remote: this remote alone renders nothing there
  expect(screen.queryByRole('heading', { name: 'Termo de acero' })).not.toBeInTheDocument();
});

test("a refusal shows the server's detail in the red panel and keeps the balance", async () => {
  const refusal: FakeReply = { status: 409, body: { message: 'error', detail: 'Puntos insuficientes para redimir este producto', statusCode: 409 } };
  installFakeApi({ 'GET /api/products/get/3': { body: termo }, 'POST /api/product/applyfor': refusal });
  const { user } = renderParticipant('/admin/redeem-product/3');
  await screen.findByRole('heading', { name: 'Termo de acero' });

  await user.click(redeemButton());
  await user.click(within(confirmDialog()).getByRole('button', { name: 'Sí, redimir' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Puntos insuficientes para redimir este producto');
  expect(useSession.getState().user?.points).toBe(5000);
  expect(redeemButton()).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('an unknown product shows a Spanish not-found panel with the way back to the catalogue', async () => {
  installFakeApi({ 'GET /api/products/get/99': { status: 404, body: { message: 'error', detail: 'El producto no existe', statusCode: 404 } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderParticipant('/admin/redeem-product/99');

  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'Producto no disponible' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('El producto no existe');
  expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/admin/products');
  expect(screen.queryByRole('button', { name: 'Redimir' })).not.toBeInTheDocument();
});

test('an id that is not a number is not asked for', async () => {
  const calls = installFakeApi({});
  renderParticipant('/admin/redeem-product/abc');
  expect(screen.getByRole('alert')).toHaveTextContent('El producto no existe');
  expect(calls).toHaveLength(0);
});
