// A sale registered with no signal is kept on the phone (IndexedDB, photo included) under
// its Idempotency-Key, shown in 'Lista de Ventas' as pending, and sent by itself once when the
// signal returns; a refusal stays on the sale with the api's reason; it is only its owner's.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore, values } from 'idb-keyval';
import type { Brand, Design, LoginUser, Subsidiary, Tire } from '@portal/contract';
import { usePendingSales, useSession, watchPendingSales, type PendingSale } from '@portal/shared-auth';
import { installFakeApi, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { findCalendar } from '@portal/shared-ui/test-utils';
import { renderParticipant } from '../../../testing/render-participant';

jest.setTimeout(30_000);

// "Today" is frozen (only the clock) on Friday 15 March 2024, noon in Colombia.
const NOW = new Date('2024-03-15T17:00:00Z');

const laura: LoginUser = {
  id: 7, name: 'Laura Gómez', image: null, points: 5000, profiles_id: 2,
  identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok-laura', expires_at: '2030-01-01T00:00:00Z',
};
const pedro: LoginUser = { ...laura, id: 8, name: 'Pedro Ruiz', identification_number: '2023456789', email: 'pedro@example.com', access_token: 'tok-pedro' };

const nexen: Brand = { id: 1, name: 'Nexen' };
const blueHd: Design = { id: 10, name: 'N Blue HD', brand_id: 1, brand: nexen };
const rin: Tire = {
  id: 100, name: '205/55 R16', tire_code: 'C-100', description: 'Llanta 205/55 R16', design_id: 10, design: { id: 10, name: 'N Blue HD', brand: nexen },
  tire_points_by_profile: [{ profile: { id: 2, name: 'Vendedor' }, profiles_id: 2, points_general: 20, points_uhp: 0, total_points: 20 }],
};
const branches: Subsidiary[] = [
  { id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' }, profile: { id: 2, name: 'Vendedor' }, cities_id: 1, profiles_id: 2 },
];
const catalogue: FakeRoutes = {
  'GET /api/brand/all': { body: [nexen] },
  'GET /api/design/byBrand/1': { body: [blueHd] },
  'GET /api/tire/byDesign/10': { body: [rin] },
  'GET /api/subsidiary': { body: branches },
  'GET /api/users/getuser/7': { body: { ...laura, subsidiary_id: 3 } },
  'GET /api/users/getuser/8': { body: { ...pedro, subsidiary_id: 3 } },
  'GET /api/invoice/all': { body: [] },
};
const created = (points: number, balance: number) => ({ status: 201, body: { message: 'success', detail: `Factura Creada con Éxito, Se le han agregado ${points} puntos`, points, currentPoints: balance } });
const duplicate = { status: 409, body: { message: 'error', detail: 'La factura FE-1001 ya fue registrada para esta sucursal.', statusCode: 409 } };
const expired = { status: 401, body: { message: 'error', detail: 'Sesión no válida o expirada', statusCode: 401 } };

const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST');
const png = () => new File(['\x89PNG factura'], 'factura.png', { type: 'image/png' });
type User = ReturnType<typeof renderParticipant>['user'];

let online = true;
function goOffline() {
  online = false;
}
/** the signal returns: the window's 'online' event, as the browser fires it */
async function goOnline() {
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

async function openForm(path = '/admin/register-sale') {
  const rendered = renderParticipant(path);
  const line = await screen.findByRole('group', { name: 'Llanta 1' });
  await within(line).findByRole('option', { name: 'Nexen' });
  await screen.findByRole('option', { name: 'Llantas del Norte' });
  return rendered;
}

/** a complete sale: 4 x 205/55 R16 (20 points each): 80 points, of the day picked in the calendar */
async function fillSale(user: User, number: string, day = 'Elegir viernes, 15 de marzo de 2024') {
  // the calendar behind the button at the end of the date (its code comes at the first press; the
  // calendar opens as it comes)
  await screen.findByLabelText('Fecha de la venta');
  await user.click(screen.getByRole('button', { name: 'Elegir en el calendario: Fecha de la venta' }));
  await user.click(within(await findCalendar()).getByRole('gridcell', { name: day }));
  await user.type(screen.getByLabelText('Número de factura'), number);
  await user.type(screen.getByLabelText('Total de la factura (COP)'), '1.250.000');
  await user.upload(screen.getByLabelText('Imagen de la factura'), png());
  const line = screen.getByRole('group', { name: 'Llanta 1' });
  await user.selectOptions(within(line).getByRole('combobox', { name: 'Marca' }), 'Nexen');
  await within(line).findByRole('option', { name: 'N Blue HD' });
  await user.selectOptions(within(line).getByRole('combobox', { name: 'Diseño' }), 'N Blue HD');
  await within(line).findByRole('option', { name: '205/55 R16' });
  await user.selectOptions(within(line).getByRole('combobox', { name: 'Rin' }), '205/55 R16');
  await user.selectOptions(within(line).getByRole('combobox', { name: 'Cantidad' }), '4');
}

/** registers a sale with no signal and leaves the form */
async function keepOffline(number: string, day?: string) {
  goOffline();
  const { user, unmount } = await openForm();
  await fillSale(user, number, day);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await screen.findByText('Sin conexión: la venta quedó guardada en este teléfono y se enviará sola cuando vuelva la señal.');
  unmount();
}

const pendingSale = (number: string) => screen.findByRole('listitem', { name: `Factura ${number}` });
/** what is kept on the phone, whoever typed it */
const keptOnPhone = () => values<PendingSale>(createStore('portal-outbox', 'sales'));

// A browser's IndexedDB keeps a Blob as a Blob; the jest setup's JSON clone would turn the photo into {}.
const realClone = global.structuredClone;
function cloneKeepingBlobs<T>(value: T): T {
  if (value instanceof Blob || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneKeepingBlobs(v)])) as T;
}

// the watcher stops with the file: nothing it started runs after Jest tears the environment down
// (a send that outlived this file failed in the next file of the same worker)
let stopWatching = () => undefined as void;
beforeAll(() => {
  global.structuredClone = cloneKeepingBlobs as typeof structuredClone;
  stopWatching = watchPendingSales();
});
afterAll(() => {
  stopWatching();
  global.structuredClone = realClone;
});
beforeEach(async () => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  await clear(createStore('portal-outbox', 'sales'));
  usePendingSales.setState({ userId: null, sales: [], notice: null });
  useSession.getState().setSession(laura);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('with no signal the sale is kept with its photo and shown pending with its lines and points; when the signal returns it is sent once, the balance grows', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': created(80, 5080) });
  goOffline();
  const { user, unmount } = await openForm();
  await fillSale(user, 'FE-1001');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión: la venta quedó guardada en este teléfono y se enviará sola cuando vuelva la señal.');
  // nothing went out, and the form is ready for the next sale
  expect(posts(calls)).toHaveLength(0);
  expect(screen.getByLabelText('Número de factura')).toHaveValue('');
  expect(useSession.getState().user?.points).toBe(5000);
  unmount();

  renderParticipant('/admin/invoices-list');
  const sale = await pendingSale('FE-1001');
  expect(within(sale).getByText('Pendiente de envío')).toBeVisible();
  expect(within(sale).getByText('4 × Nexen N Blue HD 205/55 R16')).toBeVisible();
  expect(within(sale).getByText(/^Puntos a ganar: 80/)).toBeVisible();

  await goOnline();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Factura FE-1001' })).not.toBeInTheDocument());
  const [sent] = posts(calls);
  expect(posts(calls)).toHaveLength(1);
  expect(sent.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{8,100}$/);
  const body = sent.body as FormData;
  expect(JSON.parse(String(body.get('data')))).toEqual({ sale_date: '2024-03-15', number: 'FE-1001', price: 1250000, subsidiary_id: 3 });
  expect(JSON.parse(String(body.get('tires')))).toEqual([{ brand_id: 1, design_id: 10, tire_id: 100, amount: 4 }]);
  expect((body.get('image') as File).name).toBe('factura.png');
  expect((body.get('image') as File).size).toBe(png().size);
  expect(usePendingSales.getState().notice).toBe('1 venta enviada, se le han agregado 80 puntos');
  expect(useSession.getState().user?.points).toBe(5080);

  // another 'online' event sends nothing again
  await goOnline();
  expect(posts(calls)).toHaveLength(1);
});

test('a send that gets no answer keeps the sale; an answer of the api (a 5xx) is shown and not kept', async () => {
  let answer: () => { status: number; body: unknown } = () => {
    throw new TypeError('Failed to fetch');
  };
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': () => answer() });
  const { user } = await openForm();
  await fillSale(user, 'FE-1001');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión: la venta quedó guardada en este teléfono');
  expect(usePendingSales.getState().sales.map((s) => [s.data.number, s.key])).toEqual([['FE-1001', posts(calls)[0].headers['idempotency-key']]]);

  answer = () => ({ status: 500, body: { message: 'error', detail: 'Error interno del servidor', statusCode: 500 } });
  // SPEC 8: a 5xx is logged for the developer
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await fillSale(user, 'FE-1002');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error interno del servidor');
  expect(screen.getByLabelText('Número de factura')).toHaveValue('FE-1002');
  expect(usePendingSales.getState().sales).toHaveLength(1);
  expect(logged).toHaveBeenCalled();
});

test('the same invoice typed twice offline is kept once', async () => {
  installFakeApi(catalogue);
  await keepOffline('FE-1001');
  const { user } = await openForm();
  await fillSale(user, 'FE-1001');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Esta factura ya está guardada en este teléfono y se enviará cuando vuelva la señal.');
  expect(usePendingSales.getState().sales).toHaveLength(1);
});

test("a clock far off: two sales kept offline while the phone's clock jumps back are sent in the order kept, each with the date the person picked", async () => {
  const answers: Record<string, ReturnType<typeof created>> = { 'FE-1001': created(80, 5080), 'FE-1002': created(80, 5160) };
  const calls = installFakeApi({
    ...catalogue,
    'POST /api/invoice/create': (req) => answers[JSON.parse(String((req.body as FormData).get('data'))).number],
  });
  await keepOffline('FE-1001');
  // the phone's clock jumps back (to Thursday 15 June 2023, noon in Colombia: as far back as a sale
  // can still be picked, the first day being 2 May 2023); the person picks a day its calendar offers
  jest.setSystemTime(new Date('2023-06-15T17:00:00Z'));
  await keepOffline('FE-1002', 'Elegir viernes, 9 de junio de 2023');
  jest.setSystemTime(NOW);
  // the second was kept at an earlier time by the clock, after the first by the order
  const kept = Object.fromEntries((await keptOnPhone()).map((s) => [s.data.number, s]));
  expect(kept['FE-1002'].keptAt < kept['FE-1001'].keptAt).toBe(true);
  expect(kept['FE-1002'].order).toBeGreaterThan(kept['FE-1001'].order);

  renderParticipant('/admin/invoices-list');
  await pendingSale('FE-1002');
  expect(screen.getAllByRole('listitem', { name: /^Factura FE-/ }).map((li) => li.getAttribute('aria-label'))).toEqual(['Factura FE-1001', 'Factura FE-1002']);

  await goOnline();
  await waitFor(() => expect(screen.queryAllByRole('listitem', { name: /^Factura FE-/ })).toHaveLength(0));
  // oldest kept first, each once, under its own key, with the day as picked
  const sent = posts(calls).map((c) => ({ key: c.headers['idempotency-key'], data: JSON.parse(String((c.body as FormData).get('data'))) }));
  expect(sent.map((s) => [s.data.number, s.data.sale_date, s.key])).toEqual([
    ['FE-1001', '2024-03-15', kept['FE-1001'].key],
    ['FE-1002', '2023-06-09', kept['FE-1002'].key],
  ]);
  // the pending list empties and the notice says both went
  expect(screen.getByText('No ha ingresado ventas')).toBeVisible();
  expect(usePendingSales.getState().sales).toEqual([]);
  expect(await keptOnPhone()).toEqual([]);
  await waitFor(() => expect(usePendingSales.getState().notice).toBe('2 ventas enviadas, se le han agregado 160 puntos'));
  expect(useSession.getState().user?.points).toBe(5160);

  // another 'online' event sends nothing again
  await goOnline();
  expect(posts(calls)).toHaveLength(2);
});

test('with no signal and no room on the phone for the sale (its photo), the form keeps every value and says so in red; nothing is sent or kept; with room again the same Guardar keeps it', async () => {
  const calls = installFakeApi(catalogue);
  // the browser refuses the outbox's write as when its quota is reached (the rest of the page still writes)
  const realPut = IDBObjectStore.prototype.put;
  const full = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function put(this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    if (this.transaction.db.name === 'portal-outbox') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return realPut.call(this, value, key);
  });
  // the refusal is logged for the developer
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  goOffline();
  const { user, unmount } = await openForm();
  await fillSale(user, 'FE-1001');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se pudo guardar la venta en este teléfono: el navegador no dio espacio o bloqueó el almacenamiento. La venta sigue en el formulario; envíela cuando vuelva la señal.',
  );
  expect(full).toHaveBeenCalled();
  // every value the person typed is still in the form
  expect(screen.getByLabelText('Fecha de la venta')).toHaveValue('15/03/2024');
  expect(screen.getByLabelText('Número de factura')).toHaveValue('FE-1001');
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveValue('1.250.000');
  expect(screen.getByText('factura.png')).toBeVisible();
  const line = screen.getByRole('group', { name: 'Llanta 1' });
  expect(within(line).getByRole('combobox', { name: 'Marca' })).toHaveDisplayValue('Nexen');
  expect(within(line).getByRole('combobox', { name: 'Diseño' })).toHaveDisplayValue('N Blue HD');
  expect(within(line).getByRole('combobox', { name: 'Rin' })).toHaveDisplayValue('205/55 R16');
  expect(within(line).getByRole('combobox', { name: 'Cantidad' })).toHaveDisplayValue('4');
  expect(screen.getByText(/^Puntos a ganar: 80/)).toBeVisible();
  // nothing went out, nothing is kept or counted
  expect(posts(calls)).toHaveLength(0);
  expect(usePendingSales.getState().sales).toEqual([]);
  expect(await keptOnPhone()).toEqual([]);

  // room again: the same Guardar keeps it
  full.mockRestore();
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Sin conexión: la venta quedó guardada en este teléfono y se enviará sola cuando vuelva la señal.')).toBeVisible();
  expect(screen.queryByText(/^No se pudo guardar la venta/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Número de factura')).toHaveValue('');
  unmount();
  renderParticipant('/admin/invoices-list');
  expect(within(await pendingSale('FE-1001')).getByText('Pendiente de envío')).toBeVisible();
  expect(usePendingSales.getState().sales).toHaveLength(1);
  expect(posts(calls)).toHaveLength(0);
});

test("a kept sale the api refuses stays with the api's reason; the person corrects and resends it, or deletes it after confirming", async () => {
  let create = () => duplicate as { status: number; body: unknown };
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': () => create() });
  await keepOffline('FE-1001');
  await keepOffline('FE-2002');
  const { user, unmount } = renderParticipant('/admin/invoices-list');
  await pendingSale('FE-1001');
  await goOnline();

  // both refused (oldest first), each with the reason; nothing is dropped
  const refused = await screen.findAllByText('Motivo: La factura FE-1001 ya fue registrada para esta sucursal.');
  expect(refused).toHaveLength(2);
  expect(posts(calls).map((c) => JSON.parse(String((c.body as FormData).get('data'))).number)).toEqual(['FE-1001', 'FE-2002']);
  expect(within(await pendingSale('FE-1001')).getByText('No aceptada')).toBeVisible();
  expect(usePendingSales.getState().notice).toBeNull();

  // delete one: it asks first, Cancelar keeps it
  await user.click(screen.getByRole('button', { name: 'Eliminar la factura FE-2002 guardada en este teléfono' }));
  const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta venta?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(await pendingSale('FE-2002')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Eliminar la factura FE-2002 guardada en este teléfono' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Factura FE-2002' })).not.toBeInTheDocument());

  // correct the other: the form opens with it, a new number is sent, and it replaces the kept one
  const href = screen.getByRole('link', { name: 'Corregir y reenviar la factura FE-1001' }).getAttribute('href')!;
  unmount();
  create = () => created(80, 5080);
  const form = await openForm(href);
  expect(await screen.findByText('Corrigiendo la venta FE-1001 guardada en este teléfono. Al guardarla se reemplaza la anterior.')).toBeVisible();
  expect(screen.getByLabelText('Número de factura')).toHaveValue('FE-1001');
  await form.user.clear(screen.getByLabelText('Número de factura'));
  await form.user.type(screen.getByLabelText('Número de factura'), 'FE-1003');
  await form.user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Factura Creada con Éxito, Se le han agregado 80 puntos')).toBeVisible();
  const last = posts(calls).at(-1)!;
  expect(JSON.parse(String((last.body as FormData).get('data'))).number).toBe('FE-1003');
  expect(((last.body as FormData).get('image') as File).name).toBe('factura.png');
  await waitFor(() => expect(usePendingSales.getState().sales).toEqual([]));
});

test("another person signed in on the same browser neither sees nor sends the first person's kept sales; they wait for their owner", async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': created(80, 5080) });
  await keepOffline('FE-1001');

  useSession.getState().setSession(pedro);
  const { unmount } = renderParticipant('/admin/invoices-list');
  await screen.findByText('No ha ingresado ventas');
  await goOnline();
  expect(screen.queryByText('Pendiente de envío')).not.toBeInTheDocument();
  expect(usePendingSales.getState().sales).toEqual([]);
  expect(posts(calls)).toHaveLength(0);
  unmount();

  // Laura back (online): her sale is sent as her
  useSession.getState().setSession(laura);
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(posts(calls)[0].headers.authorization).toBe('Bearer tok-laura');
});

/** Laura's sale kept offline; the signal returns and its send is answered 401 (her token expired meanwhile) */
async function refusedSessionOnReturn(calls: FakeRequest[]): Promise<string> {
  await keepOffline('FE-1001');
  const { unmount } = renderParticipant('/admin/invoices-list');
  await pendingSale('FE-1001');
  await goOnline();
  // the http client ends the session, as on any 401
  await waitFor(() => expect(useSession.getState().token).toBeNull());
  expect(useSession.getState().user).toBeNull();
  await waitFor(() => expect(usePendingSales.getState().sending).toBe(false));
  expect(posts(calls)).toHaveLength(1);
  const key = posts(calls)[0].headers['idempotency-key'];
  // neither refused nor dropped: still pending on the phone, under Laura's id
  expect((await keptOnPhone()).map((s) => [s.data.number, s.userId, s.state, s.reason, s.key])).toEqual([['FE-1001', laura.id, 'pending', null, key]]);
  expect(screen.queryByText('No aceptada')).not.toBeInTheDocument();
  expect(screen.queryByText(/^Motivo:/)).not.toBeInTheDocument();
  unmount();
  return key;
}

test('a token that expired while offline: the send answered 401 ends the session and leaves the sale pending; at her next login it is sent once, with the same key', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': (req) => (req.headers.authorization === 'Bearer tok-laura' ? expired : created(80, 5080)) });
  const key = await refusedSessionOnReturn(calls);

  // Laura logs in again (a new token): her sale goes by itself, once
  useSession.getState().setSession({ ...laura, access_token: 'tok-laura-2' });
  renderParticipant('/admin/invoices-list');
  await waitFor(() => expect(posts(calls)).toHaveLength(2));
  const resent = posts(calls)[1];
  expect(resent.headers['idempotency-key']).toBe(key);
  expect(resent.headers.authorization).toBe('Bearer tok-laura-2');
  expect(JSON.parse(String((resent.body as FormData).get('data'))).number).toBe('FE-1001');
  // and leaves the pending list
  await screen.findByText('No ha ingresado ventas');
  await waitFor(() => expect(usePendingSales.getState().notice).toBe('1 venta enviada, se le han agregado 80 puntos'));
  expect(screen.queryByRole('listitem', { name: 'Factura FE-1001' })).not.toBeInTheDocument();
  expect(usePendingSales.getState().sales).toEqual([]);
  expect(await keptOnPhone()).toEqual([]);
  expect(useSession.getState().user?.points).toBe(5080);

  // another 'online' event sends nothing again
  await goOnline();
  expect(posts(calls)).toHaveLength(2);
});

test("a token that expired while offline: if another person logs in first, they neither see nor send the sale; it stays under its owner's id", async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': (req) => (req.headers.authorization === 'Bearer tok-laura' ? expired : created(80, 5080)) });
  const key = await refusedSessionOnReturn(calls);

  useSession.getState().setSession(pedro);
  renderParticipant('/admin/invoices-list');
  await screen.findByText('No ha ingresado ventas');
  await goOnline();
  expect(screen.queryByText('Pendiente de envío')).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Factura FE-1001' })).not.toBeInTheDocument();
  expect(usePendingSales.getState().sales).toEqual([]);
  expect(posts(calls)).toHaveLength(1);
  expect((await keptOnPhone()).map((s) => [s.userId, s.state, s.key])).toEqual([[laura.id, 'pending', key]]);
});
