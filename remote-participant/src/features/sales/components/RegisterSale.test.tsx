import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MAX_IMAGE_BYTES, type Brand, type Design, type LoginUser, type Subsidiary, type Tire } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, uploadTo, type FakeReply, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { findCalendar } from '@portal/shared-ui/test-utils';
import { renderParticipant } from '../../../testing/render-participant';

// A person's pace through a whole form (ten months back in the calendar, a sale of two lines) on
// two cores shared with other test runs: more than jest's 5 s default.
jest.setTimeout(20_000);

// "Today" is frozen (only the clock: timers stay real) on Friday 15 March 2024, noon in Colombia.
const NOW = new Date('2024-03-15T17:00:00Z');

const participant: LoginUser = {
  id: 7, name: 'Laura Gómez', image: null, points: 5000, profiles_id: 2,
  identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok-participant', expires_at: '2030-01-01T00:00:00Z',
};

const nexen: Brand = { id: 1, name: 'Nexen' };
const roadstone: Brand = { id: 2, name: 'Roadstone' };
const design = (id: number, name: string, brand: Brand): Design => ({ id, name, brand_id: brand.id, brand });
/** points per profile: {profileId: total} */
function tire(id: number, name: string, d: Design, points: Record<number, number>): Tire {
  return {
    id, name, tire_code: `C-${id}`, description: `Llanta ${name}`, design_id: d.id, design: { id: d.id, name: d.name, brand: d.brand },
    tire_points_by_profile: Object.entries(points).map(([profile, total]) => ({
      profile: { id: Number(profile), name: `Perfil ${profile}` }, profiles_id: Number(profile), points_general: total, points_uhp: 0, total_points: total,
    })),
  };
}

const blueHd = design(10, 'N Blue HD', nexen);
const fera = design(11, 'N Fera SU1', nexen);
const eurovis = design(20, 'Eurovis HP02', roadstone);
const branches: Subsidiary[] = [
  { id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' }, profile: { id: 2, name: 'Vendedor' }, cities_id: 1, profiles_id: 2 },
  { id: 4, name: 'Centro Llantero', city: { id: 2, name: 'Cali' }, profile: { id: 2, name: 'Vendedor' }, cities_id: 2, profiles_id: 2 },
];

const catalogue: FakeRoutes = {
  'GET /api/brand/all': { body: [roadstone, nexen] },
  'GET /api/design/byBrand/1': { body: [fera, blueHd] },
  'GET /api/design/byBrand/2': { body: [eurovis] },
  'GET /api/tire/byDesign/10': { body: [tire(101, '225/45 R17', blueHd, { 2: 30, 3: 45 }), tire(100, '205/55 R16', blueHd, { 2: 20, 3: 35 })] },
  'GET /api/tire/byDesign/11': { body: [tire(110, '195/65 R15', fera, { 3: 15 })] },
  'GET /api/tire/byDesign/20': { body: [tire(200, '185/60 R14', eurovis, { 2: 10, 3: 12 })] },
  'GET /api/subsidiary': { body: branches },
  'GET /api/users/getuser/7': { body: { ...participant, subsidiary_id: 3, subsidiary: { id: 3, name: 'Llantas del Norte', city: null } } },
};

const created = { message: 'success', detail: 'Factura Creada con Éxito, Se le han agregado 80 puntos', points: 80, currentPoints: 5080 };

const writes = (calls: FakeRequest[]) => calls.filter((c) => c.method !== 'GET');
const line = (n: number) => screen.getByRole('group', { name: `Llanta ${n}` });
const select = (group: HTMLElement, label: string) => within(group).getByRole('combobox', { name: label });
const optionTexts = (el: HTMLElement) => within(el).getAllByRole('option').map((o) => o.textContent);
const save = () => screen.getByRole('button', { name: 'Guardar' });
const addLine = () => screen.getByRole('button', { name: 'Agregar llanta' });
const png = (name = 'factura.png') => new File(['\x89PNG factura'], name, { type: 'image/png' });

type User = ReturnType<typeof renderParticipant>['user'];

/** brand -> design -> rin -> quantity, waiting for each list as a person would */
async function fillLine(user: User, n: number, choice: { brand: string; design: string; rin: string; quantity: string }) {
  const group = line(n);
  await user.selectOptions(select(group, 'Marca'), choice.brand);
  await within(group).findByRole('option', { name: choice.design });
  await user.selectOptions(select(group, 'Diseño'), choice.design);
  await within(group).findByRole('option', { name: choice.rin });
  await user.selectOptions(select(group, 'Rin'), choice.rin);
  await user.selectOptions(select(group, 'Cantidad'), choice.quantity);
}

const dateField = () => screen.getByLabelText('Fecha de la venta');
const calendarButton = () => screen.getByRole('button', { name: 'Elegir en el calendario: Fecha de la venta' });

/** today (the frozen clock's), picked in the calendar behind the button at the end of the date */
async function pickToday(user: User) {
  await user.click(calendarButton());
  await user.click(within(await findCalendar()).getByRole('gridcell', { name: 'Elegir viernes, 15 de marzo de 2024' }));
}

/** a complete, valid sale: 4 x 205/55 R16 (20 points each for profile 2); the date picked today, or typed as given */
async function fillSale(user: User, number = ' fe-1001 ', { typedDate }: { typedDate?: string } = {}) {
  if (typedDate === undefined) await pickToday(user);
  else await user.type(dateField(), typedDate);
  await user.type(screen.getByLabelText('Número de factura'), number);
  // as a Colombian types it: sent as 1250000
  await user.type(screen.getByLabelText('Total de la factura (COP)'), '$ 1.250.000');
  await user.upload(screen.getByLabelText('Imagen de la factura'), png());
  await fillLine(user, 1, { brand: 'Nexen', design: 'N Blue HD', rin: '205/55 R16', quantity: '4' });
}

/** the screen, once its lists are loaded (the branch defaults to the participant's own) */
async function open() {
  const rendered = renderParticipant('/admin/register-sale');
  // the screen's code is a chunk of its own: it arrives first
  await screen.findByRole('group', { name: 'Llanta 1' });
  await within(line(1)).findByRole('option', { name: 'Nexen' });
  await screen.findByRole('option', { name: 'Centro Llantero' });
  await screen.findByLabelText('Fecha de la venta');
  return rendered;
}

/** The invoice upload, so the test can report its progress (the fake api sends nothing). */
function holdUpload() {
  const upload = uploadTo('/api/invoice/create');
  return { progress: (loaded: number, total: number) => act(() => upload.progress(loaded, total)) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  useSession.getState().setSession(participant);
});
afterEach(() => {
  jest.useRealTimers();
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test('an empty form marks every failing field with its SPEC 5 message and sends nothing', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': { body: created } });
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = await open();

  expect(screen.getByRole('heading', { name: 'Ingresar Venta' })).toBeInTheDocument();
  await user.click(save());

  expect(screen.getByLabelText('Fecha de la venta')).toHaveAccessibleDescription('Seleccione Una Fecha');
  expect(screen.getByLabelText('Número de factura')).toHaveAccessibleDescription(/^Mínimo 3 caracteres/);
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveAccessibleDescription(/^Solo números/);
  expect(screen.getByLabelText('Imagen de la factura')).toHaveAccessibleDescription('Seleccione Una Imagen');
  const first = line(1);
  expect(select(first, 'Marca')).toHaveAccessibleDescription('Seleccione Una Marca');
  expect(select(first, 'Diseño')).toHaveAccessibleDescription('Seleccione Un Diseño');
  expect(select(first, 'Rin')).toHaveAccessibleDescription('Seleccione Un Rin');
  expect(select(first, 'Cantidad')).toHaveAccessibleDescription('Seleccione Una Cantidad');
  for (const field of [screen.getByLabelText('Fecha de la venta'), screen.getByLabelText('Número de factura'), select(first, 'Marca'), select(first, 'Cantidad')]) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  // the participant's own branch was chosen for them
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('3');
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).not.toHaveAttribute('aria-invalid');
  expect(writes(calls)).toHaveLength(0);
  // SPEC 5 (last line): a failed validation is logged
  expect(log).toHaveBeenCalled();
});

test('number, total and branch rules: at least 3 characters, digits from 1, a branch chosen', async () => {
  const calls = installFakeApi({ ...catalogue, 'GET /api/users/getuser/7': { body: { ...participant, subsidiary_id: null, subsidiary: null } } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = await open();

  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('');
  // SPEC 9: branches by name
  expect(optionTexts(screen.getByRole('combobox', { name: 'Sucursal' }))).toEqual(['Seleccione un punto de venta', 'Centro Llantero', 'Llantas del Norte']);
  await user.type(screen.getByLabelText('Número de factura'), 'F1');
  await user.type(screen.getByLabelText('Total de la factura (COP)'), '12a');
  await user.click(save());
  expect(screen.getByLabelText('Número de factura')).toHaveAccessibleDescription(/^Mínimo 3 caracteres/);
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveAccessibleDescription(/^Solo números/);
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveAccessibleDescription('Seleccione Un Punto de Venta');

  await user.clear(screen.getByLabelText('Total de la factura (COP)'));
  await user.type(screen.getByLabelText('Total de la factura (COP)'), '0');
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveAccessibleDescription(/^El total debe ser al menos 1/);
  // as it is written in Colombia, thousands with '.', a '$' in front; whole pesos only
  await user.clear(screen.getByLabelText('Total de la factura (COP)'));
  await user.type(screen.getByLabelText('Total de la factura (COP)'), '1.850.000,50');
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveAccessibleDescription(/^El total va en pesos enteros, sin centavos/);
  await user.clear(screen.getByLabelText('Total de la factura (COP)'));
  await user.type(screen.getByLabelText('Total de la factura (COP)'), '$ 1.850.000');
  expect(screen.getByLabelText('Total de la factura (COP)')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveAccessibleDescription('En pesos, por ejemplo 1.850.000');
  await user.type(screen.getByLabelText('Número de factura'), '2');
  expect(screen.getByLabelText('Número de factura')).not.toHaveAttribute('aria-invalid');
  // SPEC 2.9: the hint about correcting an invoice sits under the number
  expect(screen.getByLabelText('Número de factura')).toHaveAccessibleDescription("Agregue la letra 'C' al final para corregir una factura");
  expect(writes(calls)).toHaveLength(0);
});

test('the date is typed as dd/mm/aaaa or picked from a Spanish calendar that offers the days after 2023-05-01 up to today', async () => {
  installFakeApi(catalogue);
  const { user } = await open();

  expect(dateField()).not.toHaveAttribute('readonly');
  expect(dateField()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await user.type(dateField(), '14/03/2024');
  expect(dateField()).toHaveValue('14/03/2024');

  // the button at the end of the field opens the calendar on the typed day (its code comes at the first press)
  await user.click(calendarButton());
  const calendar = await findCalendar();
  expect(within(calendar).getByRole('gridcell', { name: 'Elegir jueves, 14 de marzo de 2024' })).toHaveFocus();
  expect(within(calendar).getByRole('gridcell', { name: 'Elegir viernes, 15 de marzo de 2024' })).toBeInTheDocument();
  expect(within(calendar).getByRole('gridcell', { name: 'No disponible sábado, 16 de marzo de 2024' })).toHaveAttribute('aria-disabled', 'true');

  // back to May 2023: the 1st cannot be chosen, the 2nd can
  for (let i = 0; i < 10; i += 1) await user.click(within(calendar).getByRole('button', { name: 'Mes anterior' }));
  expect(within(calendar).getByRole('heading', { name: 'mayo 2023' })).toBeInTheDocument();
  await user.click(within(calendar).getByRole('gridcell', { name: 'No disponible lunes, 1 de mayo de 2023' }));
  expect(dateField()).toHaveValue('14/03/2024');
  await user.click(within(calendar).getByRole('gridcell', { name: 'Elegir martes, 2 de mayo de 2023' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(dateField()).toHaveValue('02/05/2023');
  expect(dateField()).not.toHaveAttribute('aria-invalid');
  // the focus comes back to the button, ready for the next field
  await waitFor(() => expect(calendarButton()).toHaveFocus());
});

test('a day typed as dd/mm/aaaa is sent as YYYY-MM-DD', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': { body: created } });
  const { user } = await open();

  await fillSale(user, 'FE-1002', { typedDate: '14/03/2024' });
  expect(dateField()).not.toHaveAttribute('aria-invalid');
  await user.click(save());

  expect(await screen.findByText('Factura Creada con Éxito, Se le han agregado 80 puntos')).toBeInTheDocument();
  const [post] = writes(calls);
  expect(JSON.parse((post.body as FormData).get('data') as string)).toMatchObject({ sale_date: '2024-03-14', number: 'FE-1002' });
  // emptied for the next sale
  expect(dateField()).toHaveValue('');
});

test('a typed text that is no day is said under the date and nothing is sent; corrected, the sale goes', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': { body: created } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = await open();

  // 2024 has a 29 February, not a 30th
  await fillSale(user, 'FE-1003', { typedDate: '30/02/2024' });
  await user.click(save());
  expect(dateField()).toHaveValue('30/02/2024');
  expect(dateField()).toHaveAttribute('aria-invalid', 'true');
  expect(dateField()).toHaveAccessibleDescription('Fecha no válida: use el formato dd/mm/aaaa');
  expect(screen.queryByText('Seleccione Una Fecha')).not.toBeInTheDocument();
  expect(writes(calls)).toHaveLength(0);

  // mm/dd, as a browser in English would write it
  await user.clear(dateField());
  await user.type(dateField(), '02/29/2024');
  await user.click(save());
  expect(dateField()).toHaveAccessibleDescription('Fecha no válida: use el formato dd/mm/aaaa');
  expect(writes(calls)).toHaveLength(0);

  await user.clear(dateField());
  await user.type(dateField(), '29/02/2024');
  expect(dateField()).not.toHaveAttribute('aria-invalid');
  await user.click(save());
  expect(await screen.findByText('Factura Creada con Éxito, Se le han agregado 80 puntos')).toBeInTheDocument();
  expect(JSON.parse((writes(calls)[0].body as FormData).get('data') as string)).toMatchObject({ sale_date: '2024-02-29' });
});

test('a typed day is held to the same rules as a picked one (SPEC 5: after 2023-05-01, not after today)', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': { body: created } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = await open();

  await fillSale(user, 'FE-1004', { typedDate: '01/05/2023' });
  await user.click(save());
  expect(dateField()).toHaveAccessibleDescription('La fecha debe ser posterior al 01/05/2023');
  await user.clear(dateField());
  await user.type(dateField(), '16/03/2024');
  expect(dateField()).toHaveAccessibleDescription('La fecha no puede ser posterior a hoy');
  // emptied: SPEC 5's own message
  await user.clear(dateField());
  expect(dateField()).toHaveAccessibleDescription('Seleccione Una Fecha');
  await user.click(save());
  expect(writes(calls)).toHaveLength(0);
});

test('each list holds what the one before allows, and a new brand clears design and rin', async () => {
  const calls = installFakeApi(catalogue);
  const { user } = await open();
  const group = line(1);

  expect(optionTexts(select(group, 'Marca'))).toEqual(['Seleccione una marca', 'Nexen', 'Roadstone']);
  expect(select(group, 'Diseño')).toBeDisabled();
  expect(select(group, 'Rin')).toBeDisabled();

  await user.selectOptions(select(group, 'Marca'), 'Nexen');
  await within(group).findByRole('option', { name: 'N Blue HD' });
  expect(optionTexts(select(group, 'Diseño'))).toEqual(['Seleccione un diseño', 'N Blue HD', 'N Fera SU1']);
  expect(select(group, 'Rin')).toBeDisabled();

  await user.selectOptions(select(group, 'Diseño'), 'N Blue HD');
  await within(group).findByRole('option', { name: '205/55 R16' });
  expect(optionTexts(select(group, 'Rin'))).toEqual(['Seleccione un rin', '205/55 R16', '225/45 R17']);
  await user.selectOptions(select(group, 'Rin'), '225/45 R17');

  // another design of the same brand: its own rines, none chosen
  await user.selectOptions(select(group, 'Diseño'), 'N Fera SU1');
  await within(group).findByRole('option', { name: '195/65 R15' });
  expect(select(group, 'Rin')).toHaveValue('');
  expect(optionTexts(select(group, 'Rin'))).toEqual(['Seleccione un rin', '195/65 R15']);

  await user.selectOptions(select(group, 'Marca'), 'Roadstone');
  expect(select(group, 'Diseño')).toHaveValue('');
  expect(select(group, 'Rin')).toHaveValue('');
  expect(select(group, 'Rin')).toBeDisabled();
  await within(group).findByRole('option', { name: 'Eurovis HP02' });
  expect(optionTexts(select(group, 'Diseño'))).toEqual(['Seleccione un diseño', 'Eurovis HP02']);

  const reads = calls.filter((c) => c.method === 'GET').map((c) => c.path);
  expect(reads).toEqual(expect.arrayContaining(['/api/design/byBrand/1', '/api/design/byBrand/2', '/api/tire/byDesign/10', '/api/tire/byDesign/11']));
});

test('quantity offers 1 to 24', async () => {
  installFakeApi(catalogue);
  await open();
  expect(optionTexts(select(line(1), 'Cantidad'))).toEqual(['De 1 a 24', ...Array.from({ length: 24 }, (_, i) => String(i + 1))]);
});

test('a line is added only when the last one is complete; the first line cannot be deleted, the others can', async () => {
  installFakeApi(catalogue);
  const { user } = await open();

  expect(addLine()).toBeDisabled();
  expect(screen.getByText('Complete la última llanta para agregar otra')).toBeInTheDocument();
  expect(within(line(1)).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();

  await fillLine(user, 1, { brand: 'Nexen', design: 'N Blue HD', rin: '205/55 R16', quantity: '4' });
  expect(addLine()).toBeEnabled();
  await user.click(addLine());
  expect(line(2)).toBeInTheDocument();
  // the focus is on the new line's first list, ready for the keyboard
  await waitFor(() => expect(select(line(2), 'Marca')).toHaveFocus());
  expect(addLine()).toBeDisabled();
  expect(within(line(1)).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
  // a new line shows no error before it is touched
  expect(select(line(2), 'Marca')).not.toHaveAttribute('aria-invalid');

  await user.selectOptions(select(line(2), 'Marca'), 'Roadstone');
  expect(addLine()).toBeDisabled();
  await fillLine(user, 2, { brand: 'Roadstone', design: 'Eurovis HP02', rin: '185/60 R14', quantity: '2' });
  await user.click(addLine());
  expect(screen.getAllByRole('group', { name: /^Llanta \d$/ })).toHaveLength(3);

  await user.click(within(line(2)).getByRole('button', { name: 'Quitar llanta 2' }));
  expect(screen.getAllByRole('group', { name: /^Llanta \d$/ })).toHaveLength(2);
  // the pressed button is gone: the focus goes to the line before, not to <body>
  await waitFor(() => expect(select(line(1), 'Marca')).toHaveFocus());
  // the empty third line is now the second, and line 1 keeps its choices
  expect(select(line(2), 'Marca')).toHaveValue('');
  expect(select(line(1), 'Rin')).toHaveValue('100');
});

test("the points to earn follow the lines, for the participant's profile", async () => {
  installFakeApi(catalogue);
  const { user } = await open();
  expect(screen.getByText('Puntos a ganar: 0')).toBeInTheDocument();

  await fillLine(user, 1, { brand: 'Nexen', design: 'N Blue HD', rin: '205/55 R16', quantity: '4' });
  expect(screen.getByText('Puntos a ganar: 80')).toBeInTheDocument();

  await user.click(addLine());
  await fillLine(user, 2, { brand: 'Roadstone', design: 'Eurovis HP02', rin: '185/60 R14', quantity: '24' });
  expect(screen.getByText('Puntos a ganar: 320')).toBeInTheDocument();

  await user.selectOptions(select(line(1), 'Cantidad'), '1');
  expect(screen.getByText('Puntos a ganar: 260')).toBeInTheDocument();
  await user.selectOptions(select(line(1), 'Rin'), '225/45 R17');
  expect(screen.getByText('Puntos a ganar: 270')).toBeInTheDocument();
  // a new brand clears the rin, and its points with it
  await user.selectOptions(select(line(1), 'Marca'), 'Roadstone');
  expect(screen.getByText('Puntos a ganar: 240')).toBeInTheDocument();
  await user.click(within(line(2)).getByRole('button', { name: 'Quitar llanta 2' }));
  expect(screen.getByText('Puntos a ganar: 0')).toBeInTheDocument();
});

test('another profile earns its own points', async () => {
  useSession.getState().setSession({ ...participant, profiles_id: 3 });
  installFakeApi(catalogue);
  const { user } = await open();

  await fillLine(user, 1, { brand: 'Nexen', design: 'N Blue HD', rin: '205/55 R16', quantity: '4' });
  expect(screen.getByText('Puntos a ganar: 140')).toBeInTheDocument();
  await user.selectOptions(select(line(1), 'Diseño'), 'N Fera SU1');
  await within(line(1)).findByRole('option', { name: '195/65 R15' });
  await user.selectOptions(select(line(1), 'Rin'), '195/65 R15');
  expect(screen.getByText('Puntos a ganar: 60')).toBeInTheDocument();
});

test("a rin with no points for the participant's profile earns 0", async () => {
  installFakeApi(catalogue);
  const { user } = await open();

  await fillLine(user, 1, { brand: 'Nexen', design: 'N Fera SU1', rin: '195/65 R15', quantity: '4' });
  expect(screen.getByText('Puntos a ganar: 0')).toBeInTheDocument();
});

test('a valid sale posts the multipart form with progress, shows the detail, updates the balance and empties the form', async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': () => reply.promise });
  const upload = holdUpload();
  const { user } = await open();

  await fillSale(user);
  await user.click(save());

  const [post] = writes(calls);
  expect(post).toMatchObject({ method: 'POST', path: '/api/invoice/create' });
  expect(post.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  const body = post.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect([...body.keys()].sort()).toEqual(['data', 'image', 'tires']);
  expect(JSON.parse(body.get('data') as string)).toEqual({ sale_date: '2024-03-15', number: 'FE-1001', price: 1250000, subsidiary_id: 3 });
  expect(JSON.parse(body.get('tires') as string)).toEqual([{ brand_id: 1, design_id: 10, tire_id: 100, amount: 4 }]);
  const image = body.get('image') as File;
  expect(image.name).toBe('factura.png');
  expect(image.type).toBe('image/png');

  // while sending: the button says so and waits, and the upload shows its percentage
  const saving = screen.getByRole('button', { name: 'Guardando...' });
  expect(saving).toBeDisabled();
  expect(saving).toHaveAttribute('aria-busy', 'true');
  upload.progress(45, 100);
  expect(screen.getByRole('progressbar', { name: 'Progreso de envío de la factura' })).toHaveAttribute('aria-valuenow', '45');
  expect(screen.getByText('45%')).toBeInTheDocument();

  const usersReads = () => calls.filter((c) => c.path === '/api/users/getuser/7').length;
  const readsBefore = usersReads();
  await act(async () => reply.resolve({ body: created }));

  expect(screen.getByText('Factura Creada con Éxito, Se le han agregado 80 puntos').closest('[role="status"]')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  // the sidebar's balance, at once
  expect(useSession.getState().user?.points).toBe(5080);
  // the user's reads are fetched again (points, invoice history)
  await act(async () => undefined);
  expect(usersReads()).toBeGreaterThan(readsBefore);
  // ready for the next sale, on the participant's branch
  expect(screen.getByLabelText('Número de factura')).toHaveValue('');
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveValue('');
  expect(screen.getByLabelText('Fecha de la venta')).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('3');
  expect(select(line(1), 'Marca')).toHaveValue('');
  expect(screen.queryByRole('group', { name: 'Llanta 2' })).not.toBeInTheDocument();
  expect(screen.getByText('Puntos a ganar: 0')).toBeInTheDocument();
  expect(screen.queryByText('factura.png')).not.toBeInTheDocument();
  expect(save()).toBeEnabled();
});

test("a number another participant registered at the branch becomes a claim: the api's dispute message, not SPEC 8's, and the balance unchanged", async () => {
  const disputeDetail = 'La factura FE-1001 ya estaba registrada en esta sucursal por otro participante. Su factura quedó registrada como reclamación en disputa: '
    + 'todavía no se le han agregado puntos. Un aprobador revisará las dos facturas y decidirá cuál es válida.';
  installFakeApi({
    ...catalogue,
    'POST /api/invoice/create': { status: 201, body: { message: 'success', detail: disputeDetail, points: 0, currentPoints: 5000, dispute: { with_invoice_id: 41, claim: true } } },
  });
  const { user } = await open();
  await fillSale(user);
  await user.click(save());

  const said = await screen.findByRole('alert');
  expect(said).toHaveTextContent(disputeDetail);
  expect(screen.queryByText(/Factura Creada con Éxito/)).not.toBeInTheDocument();
  expect(useSession.getState().user?.points).toBe(5000);
  // the claim is stored: the form is ready for the next sale
  expect(screen.getByLabelText('Número de factura')).toHaveValue('');
});

test("a refusal shows the server's detail in red and keeps every value; a retry of the same invoice keeps its Idempotency-Key", async () => {
  const detail = 'La factura FE-1001 ya fue registrada para esta sucursal.';
  const calls = installFakeApi({
    ...catalogue,
    'POST /api/invoice/create': { status: 409, body: { message: 'error', detail, statusCode: 409 } },
  });
  const { user } = await open();

  await fillSale(user);
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  expect(screen.getByLabelText('Número de factura')).toHaveValue(' fe-1001 ');
  expect(screen.getByLabelText('Total de la factura (COP)')).toHaveValue('$ 1.250.000');
  expect(screen.getByLabelText('Fecha de la venta')).toHaveValue('15/03/2024');
  expect(screen.getByText('factura.png')).toBeInTheDocument();
  expect(select(line(1), 'Rin')).toHaveValue('100');
  expect(select(line(1), 'Cantidad')).toHaveValue('4');
  expect(screen.getByText('Puntos a ganar: 80')).toBeInTheDocument();
  expect(useSession.getState().user?.points).toBe(5000);
  expect(save()).toBeEnabled();

  await user.click(save());
  await screen.findByRole('alert');
  await user.clear(screen.getByLabelText('Número de factura'));
  await user.type(screen.getByLabelText('Número de factura'), 'FE-1001C');
  await user.click(save());
  await screen.findByRole('alert');

  const [first, retry, corrected] = writes(calls).map((c) => c.headers['idempotency-key']);
  expect(retry).toBe(first);
  expect(corrected).not.toBe(first);
  expect(JSON.parse((writes(calls)[2].body as FormData).get('data') as string)).toMatchObject({ number: 'FE-1001C' });
});

test('a file that is not an image, or is over the size limit, is refused before anything is sent', async () => {
  const calls = installFakeApi({ ...catalogue, 'POST /api/invoice/create': { body: created } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = await open();
  // a person can pick "All files" in the dialog: the accept list is only a suggestion
  const anyFile = userEvent.setup({ applyAccept: false });

  await fillSale(user);
  const field = screen.getByLabelText('Imagen de la factura');
  await anyFile.upload(field, new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }));
  expect(field).toHaveAccessibleDescription('El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('factura.pdf')).not.toBeInTheDocument();
  await user.click(save());
  expect(writes(calls)).toHaveLength(0);

  await anyFile.upload(field, new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'enorme.jpg', { type: 'image/jpeg' }));
  expect(field).toHaveAccessibleDescription('La imagen supera el tamaño máximo permitido (5 MB)');
  await user.click(save());
  expect(writes(calls)).toHaveLength(0);

  // a good image is taken again and the sale goes
  await user.upload(field, png('factura-ok.png'));
  expect(field).not.toHaveAttribute('aria-invalid');
  await user.click(save());
  expect(await screen.findByText('Factura Creada con Éxito, Se le han agregado 80 puntos')).toBeInTheDocument();
  expect(writes(calls)).toHaveLength(1);
});

describe('with no signal and no copy of a list on the phone', () => {
  afterEach(() => onlineManager.setOnline(true));

  test("each list says it is not kept on the phone instead of 'Cargando...'; the lists kept work", async () => {
    // the brands and the branches answered once; the designs of Roadstone were never read
    const calls = installFakeApi(catalogue);
    const { user } = await open();
    onlineManager.setOnline(false);

    await user.selectOptions(select(line(1), 'Marca'), 'Roadstone');
    await waitFor(() => expect(select(line(1), 'Diseño')).toHaveTextContent('Sin conexión: esta lista no está guardada en el teléfono'));
    expect(select(line(1), 'Diseño')).toBeDisabled();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/design/byBrand/2')).toHaveLength(0);

    // the signal returns: the list is asked for and shown
    onlineManager.setOnline(true);
    await within(line(1)).findByRole('option', { name: 'Eurovis HP02' });
  });

  test('a form opened with nothing read says so in the brand and branch lists', async () => {
    installFakeApi(catalogue);
    onlineManager.setOnline(false);
    renderParticipant('/admin/register-sale');
    await screen.findByRole('group', { name: 'Llanta 1' });
    const offline = 'Sin conexión: esta lista no está guardada en el teléfono';
    await waitFor(() => expect(select(line(1), 'Marca')).toHaveTextContent(offline));
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveTextContent(offline);
  });
});
