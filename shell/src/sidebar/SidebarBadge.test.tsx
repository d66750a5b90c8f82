// A remote's screen may declare a count for its menu entry (ScreenDeclaration.badge): the
// sidebar reads it through the one data layer and shows it beside the entry, with an accessible name;
// none for 0; a write under its path refreshes it. SPEC 6's menus are unchanged for the others.
import { screen, waitFor, within } from '@testing-library/react';
import type { RemoteName, RemoteScreens } from '@portal/contract';
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import { FAKE_REMOTE_SCREENS, renderShell, sessionApi, signIn, userWith } from '../test-utils';
import type { RemoteLoader } from '../remotes/RemoteLoaderContext';

const QUEUE = {
  path: '/admin/review-invoices', title: 'Facturas por revisar', roles: ['admin', 'approver'],
  badge: { path: API.invoiceReviewQueueCount }, menu: { staff: { order: 9 }, admin: { order: 129 } },
} as const;

/** the fake lists of screens, the review remote's with the queue in it */
const WITH_QUEUE: RemoteScreens[] = FAKE_REMOTE_SCREENS.map((list) =>
  (list.remote === 'review' ? { ...list, screens: [{ ...QUEUE, roles: [...QUEUE.roles] }, ...list.screens] } : list));

/** the count the api answers now, and how often it was asked */
function countApi(start: number) {
  const state = { total: start, asked: 0 };
  return { state, route: () => ({ body: { total: (state.asked += 1, state.total) } }) };
}

async function openAs(profile: number, total: number, loader?: RemoteLoader) {
  await signIn(userWith(profile));
  const count = countApi(total);
  const view = renderShell('/admin/home', { api: sessionApi(userWith(profile), { [`GET ${API.invoiceReviewQueueCount}`]: count.route }), remoteScreens: WITH_QUEUE, ...(loader ? { loader } : {}) });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return { ...view, nav, count };
}

test.each([4, 1])("profile %i: 'Facturas por revisar' with the count of invoices waiting, said to a screen reader", async (profile) => {
  const { nav, calls } = await openAs(profile, 3);
  const link = await within(nav).findByRole('link', { name: 'Facturas por revisar (3 pendientes)' });
  expect(link).toHaveAttribute('href', '/admin/review-invoices');
  // the number is drawn; its words are for the screen reader
  expect(link.querySelector('[data-badge] [aria-hidden]')).toHaveTextContent(/^3$/);
  expect(calls.filter((c) => c.path === API.invoiceReviewQueueCount)).toHaveLength(1);
});

test('the approver\'s menu puts it right before Lista Redenciones', async () => {
  const { nav } = await openAs(4, 2);
  await within(nav).findByRole('link', { name: /Facturas por revisar \(2/ });
  expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Facturas por revisar2 (2 pendientes)', 'Lista Redenciones']);
});

test('one invoice waiting: "1 pendiente"; none: no count at all', async () => {
  const one = await openAs(4, 1);
  expect(await within(one.nav).findByRole('link', { name: 'Facturas por revisar (1 pendiente)' })).toBeInTheDocument();
  one.unmount();

  const none = await openAs(4, 0);
  await waitFor(() => expect(none.count.state.asked).toBe(1));
  const link = within(none.nav).getByRole('link', { name: 'Facturas por revisar' });
  expect(link.querySelector('[data-badge]')).toBeNull();
});

test.each([[5, ['Lista Redenciones']], [2, ['Ingresar Venta', 'Lista de Ventas', 'Catálogo de Productos', 'Lista Redenciones']]])(
  "SPEC 6: profile %i's menu is unchanged: no 'Facturas por revisar' and no count read",
  async (profile, links) => {
    const { nav, user, calls } = await openAs(profile, 3);
    const group = within(nav).queryByRole('button', { name: 'Ventas' });
    if (group) await user.click(group);
    expect(within(nav).getAllByRole('link').map((a) => a.textContent).filter((l) => !['Contáctanos', 'Políticas Y Condiciones'].includes(l ?? ''))).toEqual(links);
    expect(calls.some((c) => c.path === API.invoiceReviewQueueCount)).toBe(false);
  },
);

test('a count that can not be read draws no number and leaves the menu working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await signIn(userWith(4));
  renderShell('/admin/home', {
    api: sessionApi(userWith(4), { [`GET ${API.invoiceReviewQueueCount}`]: { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } }),
    remoteScreens: WITH_QUEUE,
  });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  const link = within(nav).getByRole('link', { name: 'Facturas por revisar' });
  await waitFor(() => expect(link.querySelector('[data-badge]')).toBeNull());
  expect(within(nav).getByRole('link', { name: 'Lista Redenciones' })).toBeInTheDocument();
  jest.restoreAllMocks();
});

test('in the mini sidebar the count stays, in the entry\'s name', async () => {
  const { nav, user } = await openAs(4, 4);
  await within(nav).findByRole('link', { name: 'Facturas por revisar (4 pendientes)' });
  await user.click(screen.getByRole('button', { name: 'Minimizar menú' }));
  const link = within(nav).getByRole('link', { name: 'Facturas por revisar (4 pendientes)' });
  expect(link).toHaveTextContent(/^FP4$/);
});

// a remote's screen whose write names '/api/invoice' (the review's approve, useReviewInvoice)
function DecidingScreen() {
  const { submit, answer } = useSubmit(async () => (await http.post<{ message: string; detail: string }>('/api/invoice/approved/9')).data, { refetch: ['/api/invoice'] });
  return (
    <>
      <button type="button" onClick={() => void submit(undefined)}>Aprobar</button>
      {answer && <p>{answer.detail}</p>}
    </>
  );
}
const decidingLoader: RemoteLoader = { load: async (_name: RemoteName) => ({ default: DecidingScreen }) };

test('a decision taken on a screen refreshes the count (the same entry of the data layer)', async () => {
  await signIn(userWith(4));
  const count = countApi(3);
  const { user } = renderShell('/admin/redeem-list', {
    api: sessionApi(userWith(4), {
      [`GET ${API.invoiceReviewQueueCount}`]: count.route,
      'POST /api/invoice/approved/9': () => {
        count.state.total = 2;
        return { body: { message: 'success', detail: 'Factura Aprobada' } };
      },
    }),
    remoteScreens: WITH_QUEUE,
    loader: decidingLoader,
  });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  await within(nav).findByRole('link', { name: 'Facturas por revisar (3 pendientes)' });
  await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
  expect(await screen.findByText('Factura Aprobada')).toBeInTheDocument();
  expect(await within(nav).findByRole('link', { name: 'Facturas por revisar (2 pendientes)' })).toBeInTheDocument();
  expect(count.state.asked).toBe(2);
});
