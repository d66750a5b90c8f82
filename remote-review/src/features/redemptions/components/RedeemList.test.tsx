import { screen, within } from '@testing-library/react';
import type { ApplyFor, LoginUser } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderReview } from '../../../testing/render-review';

const approver: LoginUser = {
  id: 4, name: 'Ana Aprobadora', image: null, points: 0, profiles_id: 4,
  identification_number: '900400', email: 'ana@example.com', access_token: 'tok-approver', expires_at: '2030-01-01T00:00:00Z',
};

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

function request(id: number, createdAt: string, state: string, extra: Partial<ApplyFor> = {}): ApplyFor {
  return {
    id, product_id: 1, product: { id: 1, name: 'Termo de acero' }, users_id: 7,
    user: {
      id: 7, name: 'Laura Gómez', identification_number: '1012345678', points: 4200,
      subsidiary: { id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' } },
    },
    points: 1500, created_at: createdAt, state, comment: null, buyer_comment: null, purchase_date: null, ...extra,
  };
}

const table = () => screen.findByRole('table', { name: 'Lista de Redenciones' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const firstCells = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  useSession.getState().setSession(approver);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test('shows every column, newest request first, the state capitalised and the date in Spanish', async () => {
  installFakeApi({
    'GET /api/product/applyfor/all': {
      body: [
        request(1, at(2024, 1, 15, 9, 5), 'aprobado'),
        request(2, at(2024, 3, 2, 16, 45), 'espera', {
          product: { id: 2, name: 'Bicicleta' },
          user: { id: 8, name: 'Pedro Ruiz', identification_number: '79111222', points: 100, subsidiary: { id: 4, name: 'Rin y Llanta', city: { id: 2, name: 'Medellín' } } },
          points: 9000,
        }),
        request(3, at(2023, 12, 24, 12, 0), 'rechazado'),
      ],
    },
  });
  renderReview('/admin/redeem-list');
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'ID', 'Ciudad', 'Punto de venta', 'Producto', 'Puntos', 'Usuario', '# Cédula', 'Fecha Creación', 'Estado', 'Acciones',
  ]);
  expect(firstCells(t)).toEqual(['2', '1', '3']);

  const newest = within(bodyRows(t)[0]).getAllByRole('cell').map((c) => c.textContent);
  expect(newest).toEqual(['2', 'Medellín', 'Rin y Llanta', 'Bicicleta', '9000', 'Pedro Ruiz', '79111222', '02 mar 2024, 16:45', 'Espera', 'Ver Solicitud']);
  expect(within(bodyRows(t)[1]).getByRole('cell', { name: 'Aprobado' })).toBeInTheDocument();
  expect(within(bodyRows(t)[2]).getByRole('cell', { name: 'Rechazado' })).toBeInTheDocument();
  expect(within(bodyRows(t)[2]).getByRole('cell', { name: '24 dic 2023, 12:00' })).toBeInTheDocument();
});

test('10 requests per page with the pagination on top only, and a filter', async () => {
  const many = Array.from({ length: 12 }, (_, i) => request(i + 1, at(2024, 5, i + 1), i === 0 ? 'aprobado' : 'espera'));
  installFakeApi({ 'GET /api/product/applyfor/all': { body: many } });
  const { user } = renderReview('/admin/redeem-list');
  const t = await table();

  expect(bodyRows(t)).toHaveLength(10);
  expect(firstCells(t)[0]).toBe('12');
  expect(screen.getAllByRole('navigation', { name: 'Paginación' })).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(firstCells(t)).toEqual(['2', '1']);

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'aprobado');
  expect(firstCells(t)).toEqual(['1']);
});

test("'Ver Solicitud' opens the request's review screen", async () => {
  installFakeApi({
    'GET /api/product/applyfor/all': { body: [request(5, at(2024, 1, 1), 'espera')] },
    'GET /api/product/applyfor/get/5': { body: { ...request(5, at(2024, 1, 1), 'espera'), points_from_unreviewed_invoices: 0 } },
    'GET /api/users/historyinvoice/7': { body: [] },
  });
  const { user } = renderReview('/admin/redeem-list');
  const t = await table();

  const link = within(bodyRows(t)[0]).getByRole('link', { name: 'Ver Solicitud' });
  expect(link).toHaveAttribute('href', '/admin/confirm-redeem/5');
  await user.click(link);
  expect(await screen.findByRole('heading', { name: 'Información de solicitud' })).toBeInTheDocument();
  expect(screen.getByLabelText('Id')).toHaveValue('5');
});

test("a participant sees their requests without 'Ver Solicitud' (SPEC 6: reviewing is for staff)", async () => {
  useSession.getState().setSession({ ...approver, profiles_id: 2 });
  installFakeApi({ 'GET /api/product/applyfor/all': { body: [request(5, at(2024, 1, 1), 'espera')] } });
  renderReview('/admin/redeem-list');
  const t = await table();

  expect(within(t).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  expect(within(t).queryByRole('link', { name: 'Ver Solicitud' })).not.toBeInTheDocument();
  expect(within(t).getByRole('cell', { name: 'Espera' })).toBeInTheDocument();
});

test("a participant's requests show each state's Spanish name capitalised (SPEC 2.10, SPEC 4)", async () => {
  useSession.getState().setSession({ ...approver, profiles_id: 2 });
  const calls = installFakeApi({
    'GET /api/product/applyfor/all': {
      body: [
        request(1, at(2024, 1, 4), 'espera'),
        request(2, at(2024, 1, 3), 'aprobado'),
        request(3, at(2024, 1, 2), 'rechazado'),
        request(4, at(2024, 1, 1), 'confirmado'),
      ],
    },
  });
  renderReview('/admin/redeem-list');
  const t = await table();

  const states = bodyRows(t).map((r) => within(r).getAllByRole('cell').at(-1)?.textContent);
  expect(states).toEqual(['Espera', 'Aprobado', 'Rechazado', 'Confirmado']);
  expect(within(t).queryByRole('link')).not.toBeInTheDocument();
  // the api answers only the participant's own requests: the screen asks the one list call
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/product/applyfor/all']);
});

test("staff (approver and buyer) keep 'Ver Solicitud' on every row", async () => {
  for (const profiles_id of [4, 5]) {
    useSession.getState().setSession({ ...approver, profiles_id });
    installFakeApi({ 'GET /api/product/applyfor/all': { body: [request(5, at(2024, 1, 1), 'aprobado'), request(6, at(2024, 1, 2), 'espera')] } });
    const { unmount } = renderReview('/admin/redeem-list');
    const t = await table();
    expect(within(t).getAllByRole('link', { name: 'Ver Solicitud' }).map((l) => l.getAttribute('href'))).toEqual(['/admin/confirm-redeem/6', '/admin/confirm-redeem/5']);
    unmount();
  }
});

test("an empty list says 'No ha ingresado ventas'", async () => {
  installFakeApi({ 'GET /api/product/applyfor/all': { body: [] } });
  renderReview('/admin/redeem-list');
  expect(await screen.findByText('No ha ingresado ventas')).toBeInTheDocument();
});

test('a list that can not be read shows a Spanish panel with a retry', async () => {
  installFakeApi({ 'GET /api/product/applyfor/all': { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderReview('/admin/redeem-list');

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar las redenciones');
  expect(within(panel).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
