import { act, screen, waitFor, within } from '@testing-library/react';
import type { Design, Tire } from '@portal/contract';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { fakeList } from '../../../components/named-entity/fake-list';

const brands = [{ id: 1, name: 'Michelin' }, { id: 2, name: 'Pirelli' }];
// Diseño 01..11; every third one is Pirelli's
const designs: Design[] = Array.from({ length: 11 }, (_, i) => {
  const brand = i % 3 === 2 ? brands[1] : brands[0];
  return { id: i + 1, name: `Diseño ${String(i + 1).padStart(2, '0')}`, brand_id: brand.id, brand };
});
/** the api's design list: sorts by name, id or the brand's name; q looks in the design's and the brand's name (LIST_SORT.designs) */
const designList = (rows: () => readonly Design[]) =>
  fakeList(rows, {
    sortBy: { id: (d) => d.id, name: (d) => d.name, brand: (d) => d.brand?.name ?? '' },
    searchIn: (d) => [d.name, d.brand?.name ?? ''],
  });
const table = () => screen.findByRole('table', { name: 'Lista de Diseños' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const shownNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/design');
const tire = (id: number, name: string): Tire => ({
  id, name, tire_code: `C-${id}`, description: 'Llanta de prueba', design_id: 3, design: null,
  tire_points_by_profile: [{ profile: { id: 2, name: 'Vendedor' }, profiles_id: 2, points_general: 20, points_uhp: 5, total_points: 25 }],
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("create needs a name >= 5 and a brand ('Seleccione Una Marca'), and sends nothing until then", async () => {
  const calls = installFakeApi({ 'GET /api/brand/all': { body: brands } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/create-design');

  expect(await screen.findByRole('heading', { name: 'Crear Diseño' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nombre del diseño'), 'Pilo');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
  expect(screen.getAllByText('Seleccione Una Marca').length).toBeGreaterThan(1); // placeholder and error
  expect(screen.getByLabelText('Marca')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test("create posts { name, brand_id }, says 'Diseño Creada con Éxito' and goes to the list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    'GET /api/brand/all': { body: brands },
    'POST /api/design': () => reply.promise,
    'GET /api/design': designList(() => designs),
  });
  const { user } = renderAdmin('/admin/create-design');

  await user.type(screen.getByLabelText('Nombre del diseño'), 'Pilot Sport');
  await user.selectOptions(await screen.findByLabelText('Marca'), 'Pirelli');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Pilot Sport', brand_id: 2 });
  // the brand dropdown reads the whole plain list (no list parameters)
  expect(calls.filter((c) => c.path === '/api/brand/all').map((c) => c.query)).toEqual([{}]);

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Diseño Creada con Éxito', design: { id: 12, name: 'Pilot Sport' } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Diseño Creada con Éxito');
  act(() => jest.advanceTimersByTime(3000));
  expect(await screen.findByRole('table', { name: 'Lista de Diseños' })).toBeInTheDocument();
});

test('the list asks the api for the first page by name and shows id, design and brand, 10 per page with the total', async () => {
  const calls = installFakeApi({ 'GET /api/design': designList(() => designs) });
  const { user } = renderAdmin('/admin/list-designs');
  const t = await table();
  expect(await screen.findByText('Mostrando 1 a 10 de 11 registros')).toBeInTheDocument();
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  for (const h of [/ID/, /Diseño/, /Marca/]) expect(within(t).getByRole('columnheader', { name: h })).toBeInTheDocument();
  expect(shownNames(t)).toEqual(designs.slice(0, 10).map((d) => d.name));
  expect(within(bodyRows(t)[2]).getByRole('cell', { name: 'Pirelli' })).toBeInTheDocument();
  expect(within(t).getAllByRole('cell', { name: 'Michelin' })).toHaveLength(7);

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(await screen.findByText('Mostrando 11 a 11 de 11 registros')).toBeInTheDocument();
  expect(shownNames(t)).toEqual(['Diseño 11']);
});

test("'Marca' sorts on the api by the brand's name ('brand'); the filter finds the brand's designs", async () => {
  const calls = installFakeApi({ 'GET /api/design': designList(() => designs) });
  const { user } = renderAdmin('/admin/list-designs');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 11 registros');

  // Michelin's designs first, each brand's by id (the api's tie-break)
  await user.click(within(t).getByRole('button', { name: /^Marca/ }));
  await waitFor(() => expect(shownNames(t)).toEqual(['01', '02', '04', '05', '07', '08', '10', '11', '03', '06'].map((n) => `Diseño ${n}`)));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'brand' });
  // Pirelli's first when descending, its designs by id the same way
  await user.click(within(t).getByRole('button', { name: /^Marca/ }));
  await waitFor(() => expect(shownNames(t).slice(0, 3)).toEqual(['Diseño 09', 'Diseño 06', 'Diseño 03']));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: '-brand' });
  expect(within(t).getByRole('columnheader', { name: /Marca/ })).toHaveAttribute('aria-sort', 'descending');

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'pirelli');
  // the whole text asked for first (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toEqual({ q: 'pirelli', sort: '-brand', page: '1', pageSize: '10' }));
  expect(await screen.findByText('Mostrando 1 a 3 de 3 registros')).toBeInTheDocument();
  expect(within(t).getAllByRole('cell', { name: 'Pirelli' })).toHaveLength(3);
});

test("an empty design list says 'No hay diseños registrados'", async () => {
  installFakeApi({ 'GET /api/design': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-designs');
  expect(await screen.findByText('No hay diseños registrados')).toBeInTheDocument();
});

test("edit loads the design, lists its tires, sends { id, name, brand_id, version }, shows a 409's detail, then 'Diseño {name} editado con éxito'", async () => {
  const stale = 'El diseño fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  let status = 409;
  const calls = installFakeApi({
    'GET /api/brand/all': { body: brands },
    'GET /api/design/3': { body: { id: 3, name: 'Primacy', brand_id: 1, brand: brands[0], version: 5 } },
    'GET /api/tire/byDesign/3': { body: [tire(30, '205/55 R16')] },
    'PUT /api/design/3': (req) =>
      status === 409
        ? { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } }
        : { body: { message: 'success', detail: 'Diseño Primacy 4 editado con éxito', design: { id: 3, ...(req.body as object), brand: brands[1], version: 6 } } },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/edit-design/3');

  const name = await screen.findByLabelText('Nombre del diseño');
  expect(screen.getByRole('heading', { name: 'Editar Diseño' })).toBeInTheDocument();
  const tires = await screen.findByRole('table', { name: 'Llantas de este diseño' });
  expect(within(tires).getByRole('cell', { name: '205/55 R16' })).toBeInTheDocument();
  expect(within(tires).getByRole('cell', { name: 'C-30' })).toBeInTheDocument();
  expect(within(tires).getByRole('cell', { name: 'Vendedor: 20 + 5 UHP = 25' })).toBeInTheDocument();

  await user.clear(name);
  await user.type(name, 'Pr');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await user.type(name, 'imacy 4');
  await user.selectOptions(screen.getByLabelText('Marca'), 'Pirelli');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 3, name: 'Primacy 4', brand_id: 2, version: 5 });
  expect(name).toHaveValue('Primacy 4');

  // the api's edit text (SPEC 8 has none for designs), not the create's 'Diseño Creada con Éxito'
  status = 200;
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Diseño Primacy 4 editado con éxito');
  expect(screen.queryByText('Diseño Creada con Éxito')).not.toBeInTheDocument();
});

test("the design's tires, read whole, are searched, sorted and paged in the table as in every list: 10 a page, the search, both orders", async () => {
  // 12 tires, the api's order (by id); their measures out of order
  const measures = ['225/45 R17', '175/70 R13', '205/55 R16', '185/65 R15', '195/60 R15', '215/60 R16', '235/45 R18', '165/65 R14', '245/40 R18', '255/35 R19', '155/80 R13', '265/65 R17'];
  installFakeApi({
    'GET /api/brand/all': { body: brands },
    'GET /api/design/3': { body: { id: 3, name: 'Primacy', brand_id: 1, brand: brands[0], version: 5 } },
    'GET /api/tire/byDesign/3': { body: measures.map((m, i) => tire(i + 1, m)) },
  });
  const { user } = renderAdmin('/admin/edit-design/3');
  const tires = await screen.findByRole('table', { name: 'Llantas de este diseño' });
  const shown = () => bodyRows(tires).map((r) => within(r).getAllByRole('cell')[0].textContent);

  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(shown()).toEqual(measures.slice(0, 10));
  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(shown()).toEqual(measures.slice(10));

  await user.click(within(tires).getByRole('button', { name: /^Medida/ }));
  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(shown().slice(0, 3)).toEqual(['155/80 R13', '165/65 R14', '175/70 R13']);
  await user.click(within(tires).getByRole('button', { name: /^Medida/ }));
  expect(within(tires).getByRole('columnheader', { name: /Medida/ })).toHaveAttribute('aria-sort', 'descending');
  expect(shown()[0]).toBe('265/65 R17');

  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'r18');
  expect(shown()).toEqual(['245/40 R18', '235/45 R18']);
  expect(screen.getByText('Mostrando 1 a 2 de 2 registros')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'x');
  expect(within(tires).getByRole('cell', { name: 'Ningún registro coincide con la búsqueda' })).toBeInTheDocument();
});

test("delete: confirm, 'Eliminado!' naming the id and the list read again, or 'Cancelled' with the server's detail", async () => {
  let stored = designs;
  const calls = installFakeApi({
    'GET /api/design': designList(() => stored),
    'DELETE /api/design/2': () => {
      stored = stored.filter((d) => d.id !== 2);
      return { body: { message: 'success', detail: 'Diseño Diseño 02 eliminado' } };
    },
    'DELETE /api/design/1': { status: 409, body: { message: 'error', detail: 'No se puede eliminar el diseño: lo usa 1 llanta. Elimine o cambie de diseño esas llantas primero.', statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/list-designs');
  const t = await table();
  await screen.findByText('Mostrando 1 a 10 de 11 registros');

  await user.click(within(t).getByRole('button', { name: 'Borrar Diseño 02' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar este Diseño?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  const readsBefore = listCalls(calls).length;
  await user.click(within(confirm).getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminado!' });
  expect(done).toHaveTextContent('2');
  expect(await screen.findByText('Mostrando 1 a 10 de 10 registros')).toBeInTheDocument();
  expect(listCalls(calls).length).toBeGreaterThan(readsBefore);
  expect(within(t).queryByRole('cell', { name: 'Diseño 02' })).not.toBeInTheDocument();
  expect(within(t).getByRole('cell', { name: 'Diseño 11' })).toBeInTheDocument();
  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));

  await user.click(within(t).getByRole('button', { name: 'Borrar Diseño 01' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('No se puede eliminar el diseño: lo usa 1 llanta.');
  expect(within(t).getByRole('cell', { name: 'Diseño 01' })).toBeInTheDocument();
});

test('a brand list that cannot be read is said at once, before the dropdown is touched, and nothing is sent', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls = installFakeApi({ 'GET /api/brand/all': { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } });
  const { user } = renderAdmin('/admin/create-design');
  expect(await screen.findByText('No se pudieron cargar las marcas')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nombre del diseño'), 'Eurovis Sport');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByText('Seleccione Una Marca', { selector: 'p' })).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});
