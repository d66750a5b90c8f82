// A person's sales kept on the phone: counted beside 'Lista de Ventas', and 'Cerrar Sesión'
// asks before discarding them; the banner while the browser has no network.
import { act, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { keepSale, usePendingSales } from '@portal/shared-auth';
import { renderShell, sessionApi, signIn, userWith } from '../test-utils';

const sale = (key: string, number: string) => ({
  key, data: { sale_date: '2024-03-15', number, price: 1250000, subsidiary_id: 3 },
  image: new Blob(['png'], { type: 'image/png' }), imageName: 'factura.png', lines: [], points: 80,
});

let online = true;
beforeEach(async () => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  await clear(createStore('portal-outbox', 'sales'));
  usePendingSales.setState({ userId: null, sales: [], notice: null });
});
afterEach(() => jest.restoreAllMocks());

async function openWithKept(count: number) {
  await signIn(userWith(2));
  const view = renderShell('/admin/home', { api: sessionApi(userWith(2)) });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  // kept while offline, so nothing is sent during the test
  online = false;
  for (let i = 1; i <= count; i += 1) await act(() => keepSale(sale(`key-${i}`, `FE-${i}`)));
  return { ...view, nav };
}

test("the count of kept sales shows beside 'Lista de Ventas'; 'Cerrar Sesión' asks, Cancelar stays, the discard empties the phone", async () => {
  const { user, nav } = await openWithKept(2);
  await user.click(within(nav).getByRole('button', { name: 'Ventas' }));
  expect(await within(nav).findByRole('link', { name: 'Lista de Ventas (2 pendientes)' })).toBeVisible();

  const sidebar = screen.getByRole('complementary', { name: 'Barra lateral' });
  await user.click(within(sidebar).getByRole('button', { name: 'Carolina Ríos' }));
  await user.click(within(sidebar).getByRole('link', { name: 'Cerrar Sesión' }));
  const ask = screen.getByRole('dialog', { name: 'Ventas sin enviar' });
  expect(ask).toHaveTextContent('Tiene 2 ventas sin enviar guardadas en este teléfono. Si cierra la sesión ahora, se descartarán y no sumarán puntos.');
  await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(usePendingSales.getState().sales).toHaveLength(2);

  await user.click(within(sidebar).getByRole('link', { name: 'Cerrar Sesión' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Descartar 2 ventas y cerrar sesión' }));
  await waitFor(() => expect(usePendingSales.getState().sales).toEqual([]));
});

test('with no network a clear banner says sales can still be registered', async () => {
  await openWithKept(0);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(await screen.findByText('Sin conexión. Puede registrar ventas: se enviarán cuando vuelva la señal.')).toBeVisible();
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(screen.queryByText(/^Sin conexión\. Puede registrar ventas/)).not.toBeInTheDocument());
});
