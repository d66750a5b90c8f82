// 'Facturas por revisar' driven as an approver does, against a fake of the queue's api
// (GET /api/invoice/review-queue on the list contract, approve and reject of SPEC 7).
import { screen, waitFor, within } from '@testing-library/react';
import type { LoginUser, ReviewQueueRow, ReviewWarning } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, type FakeReply, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderReview } from '../../../testing/render-review';

const person = (profiles_id: number): LoginUser => ({
  id: 40, name: 'Ana Aprobadora', image: null, points: 0, profiles_id,
  identification_number: '900400', email: 'ana@example.com', access_token: 'tok', expires_at: '2030-01-01T00:00:00Z',
});

/** ISO text of a local time, so a shown date does not depend on the machine's time zone */
const at = (d: number, h = 10) => new Date(2024, 2, d, h, 0).toISOString();

function row(id: number, number: string, day: number, extra: Partial<ReviewQueueRow> = {}): ReviewQueueRow {
  return {
    id, number, price: 1_250_000, sale_date: '2024-03-01', created_at: at(day), state: 'Creada',
    image: `/uploads/invoices/f${id}.png?expires=1&signature=abc`, comment_rejected: null, users_id: 7,
    user: { id: 7, name: 'Laura Gómez' }, subsidiary_id: 3, subsidiary: { id: 3, name: 'Llantas del Norte' },
    invoice_references: [
      { id: id * 10, points: 300, amount: 4, tire: { id: 5, name: '205/55R16', design: { id: 2, name: 'N Fera', brand: { id: 1, name: 'Nexen' } } } },
    ],
    points: [], total_points: 300, used_points: 0, remaining_points: 300,
    participant: { id: 7, name: 'Laura Gómez', identification_number: '1012345678' },
    warnings: [],
    ...extra,
  };
}

const samePhoto: ReviewWarning = { code: 'same-photo', text: 'La misma foto está en la factura FV-100', invoice_id: 77 };
const otherBranch: ReviewWarning = { code: 'other-branch', text: 'La sucursal de la factura (Rin Sur) no es la del participante (Llantas del Norte)', user_id: 8 };

/**
 * The queue as the api answers it (contract/src/review-queue.ts): Creada only, oldest registration
 * first ('created'), filters subsidiary, user, warnings=1 and the sale-date period, pages of pageSize.
 * `rows` is the live queue: a decision takes an invoice out of it.
 */
function queueApi(rows: ReviewQueueRow[]) {
  return (req: FakeRequest): FakeReply => {
    const { subsidiary, user, warnings, from, to, page = '1', pageSize = '10', sort = 'created' } = req.query;
    let found = rows.filter((r) => r.state === 'Creada')
      .filter((r) => !subsidiary || String(r.subsidiary_id) === subsidiary)
      .filter((r) => !user || String(r.participant.id) === user)
      .filter((r) => warnings !== '1' || r.warnings.length > 0)
      .filter((r) => (!from || r.sale_date >= from) && (!to || r.sale_date <= to));
    const direction = sort.startsWith('-') ? -1 : 1;
    found = [...found].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id) * direction);
    const size = Number(pageSize);
    const first = (Number(page) - 1) * size;
    return { body: { rows: found.slice(first, first + size), total: found.length } };
  };
}

/** approve and reject of SPEC 7, taking the invoice out of the queue */
function decisions(rows: ReviewQueueRow[], refused: Record<number, string> = {}): FakeRoutes {
  const decide = (state: string, detail: string) => (req: FakeRequest): FakeReply => {
    const id = Number(req.path.split('/').pop());
    const invoice = rows.find((r) => r.id === id)!;
    if (refused[id]) {
      invoice.state = 'Aprobada';
      return { status: 409, body: { message: 'error', detail: refused[id], statusCode: 409 } };
    }
    invoice.state = state;
    return { body: { message: 'success', detail } };
  };
  return Object.fromEntries(rows.flatMap((r) => [
    [`POST /api/invoice/approved/${r.id}`, decide('Aprobada', 'Factura Aprobada')],
    [`POST /api/invoice/rejected/${r.id}`, decide('Rechazada', 'Factura Rechazada')],
  ]));
}

const BRANCHES = [{ id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' }, profiles_id: 2 }, { id: 4, name: 'Rin Sur', city: { id: 1, name: 'Bogotá' }, profiles_id: 2 }];

function install(rows: ReviewQueueRow[], more: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/invoice/review-queue': queueApi(rows),
    'GET /api/subsidiary': { body: BRANCHES },
    'GET /api/users/historyinvoice/7': { body: [{ ...rows[0], state: 'Rechazada', number: 'FV-OLD', comment_rejected: 'Foto ilegible' }] },
    ...decisions(rows),
    ...more,
  });
}

const table = () => screen.findByRole('table', { name: 'Facturas por revisar' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const numbers = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[0].textContent);
const panelHeading = (number: string) => screen.findByRole('heading', { name: `Factura ${number}` });
const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST').map((c) => c.path);

afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test.each([4, 1])('profile %i sees the invoices awaiting review, oldest first, each with its warnings in the api\'s words', async (profile) => {
  useSession.getState().setSession(person(profile));
  const calls = install([row(1, 'FV-300', 9, { warnings: [samePhoto, otherBranch] }), row(2, 'FV-100', 2), row(3, 'FV-200', 5)]);
  renderReview('/admin/review-invoices');
  const t = await table();

  expect(numbers(t)).toEqual(['FV-100', 'FV-200', 'FV-300']);
  expect(calls.find((c) => c.path === '/api/invoice/review-queue')?.query).toEqual({ sort: 'created', page: '1', pageSize: '10' });
  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
    '# Factura', 'Participante', 'Punto de venta', 'Fecha de Registro', 'Estado', 'Advertencias', 'Acciones',
  ]);
  const flagged = bodyRows(t)[2];
  expect(within(flagged).getByRole('cell', { name: /Creada/ })).toBeInTheDocument();
  // the same photo links to the other invoice; the branch warning is said as it is
  expect(within(flagged).getByRole('link', { name: 'La misma foto está en la factura FV-100' })).toHaveAttribute('href', '/admin/invoice-details/77');
  expect(within(flagged).getByText(/no es la del participante/)).toBeInTheDocument();
  expect(within(bodyRows(t)[0]).getByText('Sin advertencias')).toBeInTheDocument();
  // the keys are said on the screen
  expect(screen.getByText(/Atajos de teclado/)).toHaveTextContent('J / N siguiente factura, K / P anterior, A aprobar, R rechazar (no funcionan mientras escribe en un campo).');
});

test("an empty queue says 'No hay facturas por revisar'", async () => {
  useSession.getState().setSession(person(4));
  install([]);
  renderReview('/admin/review-invoices');
  expect(await screen.findByText('No hay facturas por revisar')).toBeInTheDocument();
});

test("the filters go to the api: 'Solo con advertencias', the branch, the period, and a participant from the opened invoice", async () => {
  useSession.getState().setSession(person(4));
  const other = { participant: { id: 8, name: 'Pedro Ruiz', identification_number: '79111222' }, users_id: 8 };
  const calls = install([row(1, 'FV-100', 2, { warnings: [otherBranch] }), row(2, 'FV-200', 3, { subsidiary_id: 4, subsidiary: { id: 4, name: 'Rin Sur' } }), row(3, 'FV-300', 4, other)]);
  const { user } = renderReview('/admin/review-invoices');
  const t = await table();
  const lastQuery = () => calls.filter((c) => c.path === '/api/invoice/review-queue').at(-1)?.query;

  await user.click(screen.getByRole('checkbox', { name: 'Solo con advertencias' }));
  await waitFor(() => expect(numbers(t)).toEqual(['FV-100']));
  expect(lastQuery()).toEqual({ warnings: '1', sort: 'created', page: '1', pageSize: '10' });
  await user.click(screen.getByRole('checkbox', { name: 'Solo con advertencias' }));

  const branch = screen.getByRole('combobox', { name: 'Punto de venta' });
  await waitFor(() => expect(within(branch).getByRole('option', { name: 'Rin Sur' })).toBeInTheDocument());
  await user.selectOptions(branch, 'Rin Sur');
  await waitFor(() => expect(numbers(t)).toEqual(['FV-200']));
  expect(lastQuery()).toEqual({ subsidiary: '4', sort: 'created', page: '1', pageSize: '10' });
  await user.selectOptions(branch, 'Todos los puntos de venta');
  await waitFor(() => expect(numbers(t)).toHaveLength(3));

  // the shared period filter, typed as dd/mm/aaaa
  await user.type(screen.getByRole('textbox', { name: 'Desde' }), '02/03/2024');
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2024-03-02' }));
  expect(await within(t).findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Desde' }));
  await waitFor(() => expect(numbers(t)).toHaveLength(3));

  // one participant's invoices only, from the opened invoice; the filter says so and goes away
  await user.click(within(bodyRows(t)[2]).getByRole('button', { name: 'Revisar la factura FV-300' }));
  await user.click(await screen.findByRole('button', { name: 'Ver solo las facturas de Pedro Ruiz' }));
  await waitFor(() => expect(numbers(t)).toEqual(['FV-300']));
  expect(lastQuery()).toEqual({ user: '8', sort: 'created', page: '1', pageSize: '10' });
  expect(screen.getByText('Participante: Pedro Ruiz')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Quitar filtro de participante' }));
  await waitFor(() => expect(numbers(t)).toHaveLength(3));
});

test('opening a row shows the invoice beside the list: warnings, figures, photo, lines, the history at hand; the focus on its heading', async () => {
  useSession.getState().setSession(person(4));
  const calls = install([row(1, 'FV-100', 2, { warnings: [samePhoto] }), row(2, 'FV-200', 3)]);
  const { user } = renderReview('/admin/review-invoices');
  const t = await table();

  const open = within(bodyRows(t)[0]).getByRole('button', { name: 'Revisar la factura FV-100' });
  expect(open).toHaveAttribute('aria-pressed', 'false');
  await user.click(open);
  const heading = await panelHeading('FV-100');
  await waitFor(() => expect(heading).toHaveFocus());
  expect(open).toHaveAttribute('aria-pressed', 'true');
  const panel = screen.getByRole('region', { name: 'Factura FV-100' });
  expect(within(panel).getByRole('link', { name: 'La misma foto está en la factura FV-100' })).toHaveAttribute('href', '/admin/invoice-details/77');
  const figures = within(panel).getAllByRole('definition').map((d) => d.textContent);
  expect(figures).toEqual(['Laura Gómez', '1012345678', 'Llantas del Norte', '01 mar 2024', '1.250.000', '300', '02 mar 2024, 10:00', 'Creada']);
  expect(within(panel).getByRole('link', { name: /Ver imagen completa/ })).toHaveAttribute('href', '/uploads/invoices/f1.png?expires=1&signature=abc');
  const lines = within(panel).getByRole('table', { name: 'Llantas de la factura' });
  expect(within(within(lines).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nexen', 'N Fera', '205/55R16', '4', '300']);

  // the person's history (SPEC 2.11's 'Lista de Ventas'), asked for only when shown
  expect(calls.some((c) => c.path === '/api/users/historyinvoice/7')).toBe(false);
  const toggle = within(panel).getByRole('button', { name: 'Ver historial de Laura Gómez' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const history = await within(panel).findByRole('table', { name: 'Lista de Ventas' });
  expect(within(history).getByRole('cell', { name: 'FV-OLD' })).toBeInTheDocument();

  // 'Volver a la lista' closes it and gives the focus back to the row's button
  await user.click(within(panel).getByRole('button', { name: 'Volver a la lista' }));
  expect(screen.queryByRole('region', { name: 'Factura FV-100' })).not.toBeInTheDocument();
  await waitFor(() => expect(within(bodyRows(t)[0]).getByRole('button', { name: 'Revisar la factura FV-100' })).toHaveFocus());
});

test("'Aprobar' says 'Factura Aprobada' (SPEC 8), and the next invoice of the queue opens with the focus on it", async () => {
  useSession.getState().setSession(person(4));
  const queue = [row(1, 'FV-100', 2), row(2, 'FV-200', 3), row(3, 'FV-300', 4)];
  const calls = install(queue);
  const { user } = renderReview('/admin/review-invoices');
  const t = await table();

  await user.click(within(bodyRows(t)[1]).getByRole('button', { name: 'Revisar la factura FV-200' }));
  await panelHeading('FV-200');
  const before = calls.filter((c) => c.path === '/api/invoice/review-queue').length;
  await user.click(screen.getByRole('button', { name: 'Aprobar' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Factura Aprobada');
  const next = await panelHeading('FV-300');
  await waitFor(() => expect(next).toHaveFocus());
  expect(posts(calls)).toEqual(['/api/invoice/approved/2']);
  await waitFor(() => expect(numbers(t)).toEqual(['FV-100', 'FV-300']));
  // the queue came again through the data layer (useSubmit's refetch of every '/api/invoice' read: the menu's count too, shell/src/sidebar)
  expect(calls.filter((c) => c.path === '/api/invoice/review-queue').length).toBeGreaterThan(before);
  expect(screen.getByRole('status')).toHaveTextContent('Factura Aprobada');
  expect(screen.getByRole('button', { name: 'Aprobar' })).toBeEnabled();
});

test("'Rechazar' needs a comment of 3 characters (SPEC 4, 5), sends it, says 'Factura Rechazada', and the last one leaves the queue empty", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.getState().setSession(person(1));
  const queue = [row(1, 'FV-100', 2)];
  const calls = install(queue);
  const { user } = renderReview('/admin/review-invoices');
  const t = await table();

  await user.click(within(bodyRows(t)[0]).getByRole('button', { name: 'Revisar la factura FV-100' }));
  await panelHeading('FV-100');
  await user.type(screen.getByLabelText('Comentario de Rechazo'), 'no');
  await user.click(screen.getByRole('button', { name: 'Rechazar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(posts(calls)).toEqual([]);

  await user.type(screen.getByLabelText('Comentario de Rechazo'), ' legible');
  await user.click(screen.getByRole('button', { name: 'Rechazar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Factura Rechazada');
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/invoice/rejected/1', { comment_rejected: 'no legible' }]]);
  expect(await within(t).findByText('No hay facturas por revisar')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^Factura FV/ })).not.toBeInTheDocument();
});

test('a decision taken meanwhile by another approver (409): the api\'s Spanish detail, the queue again without it, the next one open, nothing sent twice', async () => {
  useSession.getState().setSession(person(4));
  const queue = [row(1, 'FV-100', 2), row(2, 'FV-200', 3)];
  const calls = install(queue, decisions(queue, { 1: 'La factura ya fue revisada por otro aprobador' }));
  const { user } = renderReview('/admin/review-invoices');
  const t = await table();

  await user.click(within(bodyRows(t)[0]).getByRole('button', { name: 'Revisar la factura FV-100' }));
  await panelHeading('FV-100');
  await user.click(screen.getByRole('button', { name: 'Aprobar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La factura ya fue revisada por otro aprobador');
  await panelHeading('FV-200');
  await waitFor(() => expect(numbers(t)).toEqual(['FV-200']));
  expect(posts(calls)).toEqual(['/api/invoice/approved/1']);
});

test('the keyboard alone: J/N open the next invoice, K/P the previous, A approves, R asks for the comment first; never while typing in a field', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.getState().setSession(person(4));
  const queue = [row(1, 'FV-100', 2), row(2, 'FV-200', 3), row(3, 'FV-300', 4)];
  const calls = install(queue);
  const { user } = renderReview('/admin/review-invoices');
  await table();

  await user.keyboard('j');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Factura FV-100' })).toHaveFocus());
  await user.keyboard('n');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Factura FV-200' })).toHaveFocus());
  await user.keyboard('k');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Factura FV-100' })).toHaveFocus());
  await user.keyboard('{Control>}a{/Control}');
  expect(posts(calls)).toEqual([]);

  // 'r' with no comment: nothing sent, the focus in the comment, its error said
  await user.keyboard('r');
  const comment = screen.getByLabelText('Comentario de Rechazo');
  await waitFor(() => expect(comment).toHaveFocus());
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  // typing in the comment types: 'a', 'r', 'j' and 'n' are letters there
  await user.keyboard('foto de otra factura');
  expect(comment).toHaveValue('foto de otra factura');
  expect(posts(calls)).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Factura FV-100' })).toBeInTheDocument();
  // out of the field, 'r' rejects with it, and the next one opens
  await user.tab();
  await user.keyboard('r');
  expect(await screen.findByRole('status')).toHaveTextContent('Factura Rechazada');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Factura FV-200' })).toHaveFocus());
  await user.keyboard('a');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Factura FV-300' })).toHaveFocus());
  expect(posts(calls)).toEqual(['/api/invoice/rejected/1', '/api/invoice/approved/2']);
  expect(queue.map((r) => r.state)).toEqual(['Rechazada', 'Aprobada', 'Creada']);
});

test('J at the last row of a page opens the first invoice of the next page', async () => {
  useSession.getState().setSession(person(4));
  const queue = Array.from({ length: 12 }, (_, i) => row(i + 1, `FV-${String(i + 1).padStart(3, '0')}`, i + 1));
  install(queue);
  const { user } = renderReview('/admin/review-invoices');
  const t = await table();

  await user.click(within(bodyRows(t)[9]).getByRole('button', { name: 'Revisar la factura FV-010' }));
  await panelHeading('FV-010');
  await user.keyboard('j');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Factura FV-011' })).toHaveFocus());
  expect(numbers(t)).toEqual(['FV-011', 'FV-012']);
});

test("a profile the api refuses (403, SPEC 6: a participant) sees a Spanish panel with the api's detail", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useSession.getState().setSession(person(2));
  installFakeApi({
    'GET /api/invoice/review-queue': { status: 403, body: { message: 'error', detail: 'No tiene permisos para esta acción', statusCode: 403 } },
    'GET /api/subsidiary': { body: BRANCHES },
  });
  renderReview('/admin/review-invoices');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar las facturas por revisar');
  expect(panel).toHaveTextContent('No tiene permisos para esta acción');
});
