// SPEC 2.8 "Tires": 'Lista de Llantas' on a list the api pages, filters and sorts, with
// edit and delete per row (SPEC 4 / 8) and 'Exportar a CSV' (llantas.csv) of every matching row.
import { screen, waitFor, within } from '@testing-library/react';
import type { Tire } from '@portal/contract';
import { installFakeApi, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderAdmin } from '../../../testing/render-admin';
import { designs, makeTire, profiles, tireListServer, versioned } from '../testing';

const list = () => screen.getByRole('table', { name: 'Lista de Llantas' });
const shown = (column: number) => within(list()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[column].textContent);

function serve(all: Tire[], routes: FakeRoutes = {}) {
  return installFakeApi({ 'GET /api/tire': tireListServer(() => all), 'GET /api/profiles/all': { body: profiles }, ...routes });
}

afterEach(() => jest.restoreAllMocks());

test('the first page of 10 comes from the api with the total; the paginator on top asks for the next', async () => {
  const all = Array.from({ length: 25 }, (_, i) => makeTire(i + 1));
  const calls = serve(all);
  const { user } = renderAdmin('/admin/list-tires');

  expect(await screen.findByText('Mostrando 1 a 10 de 25 registros')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/tire').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name' });
  for (const h of [/^ID/, /^Medida/, /^Código/, /^Diseño/, /^Marca/, /^Acciones/]) expect(within(list()).getByRole('columnheader', { name: h })).toBeInTheDocument();
  expect(shown(1)).toEqual(all.slice(0, 10).map((t) => t.name));
  const first = within(list()).getAllByRole('row')[1];
  expect(within(first).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['1', 'Medida 01', 'COD-001', 'Advantage', 'BFGoodrich']);

  // SPEC 9: pagination on top, before the table
  const pager = screen.getByRole('button', { name: 'Página 3' });
  expect(pager.compareDocumentPosition(list()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await user.click(pager);
  expect(await screen.findByText('Mostrando 21 a 25 de 25 registros')).toBeInTheDocument();
  expect(shown(1)).toEqual(all.slice(20).map((t) => t.name));
  expect(calls.at(-1)?.query).toMatchObject({ page: '3', pageSize: '10' });
});

test('a header asks the api for its order (design, brand...), a second click for the reverse', async () => {
  const all = Array.from({ length: 12 }, (_, i) => makeTire(i + 1));
  const calls = serve(all);
  const { user } = renderAdmin('/admin/list-tires');
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  await user.click(screen.getByRole('button', { name: /^Marca/ }));
  await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ sort: 'brand', page: '1' }));
  await waitFor(() => expect(shown(4)[0]).toBe('BFGoodrich'));
  await user.click(screen.getByRole('button', { name: /^Código/ }));
  await user.click(screen.getByRole('button', { name: /^Código/ }));
  await waitFor(() => expect(shown(2)[0]).toBe('COD-012'));
  expect(calls.at(-1)?.query).toMatchObject({ sort: '-tire_code' });
  expect(screen.getByRole('columnheader', { name: /^Código/ })).toHaveAttribute('aria-sort', 'descending');
});

test('the filter is sent to the api (q) once typing pauses, back on page 1; no match and no tires say so', async () => {
  const all = Array.from({ length: 25 }, (_, i) => makeTire(i + 1));
  const calls = serve(all);
  const { user } = renderAdmin('/admin/list-tires');
  await screen.findByText('Mostrando 1 a 10 de 25 registros');
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await screen.findByText('Mostrando 11 a 20 de 25 registros');

  await user.type(screen.getByRole('searchbox'), 'primacy');
  // the whole word asked for (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ q: 'primacy', page: '1' }));
  expect(await screen.findByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
  expect(new Set(shown(3))).toEqual(new Set(['Primacy 4']));

  await user.type(screen.getByRole('searchbox'), 'zz');
  expect(await screen.findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
});

test("an empty list says 'No hay llantas registradas' and offers 'Crear Llanta'", async () => {
  serve([]);
  const { user } = renderAdmin('/admin/list-tires');
  expect(await screen.findByText('No hay llantas registradas')).toBeInTheDocument();
  installFakeApi({ 'GET /api/design': { body: designs }, 'GET /api/profiles/all': { body: profiles } });
  await user.click(screen.getByRole('link', { name: 'Crear Llanta' }));
  expect(await screen.findByRole('heading', { name: 'Crear Llanta' })).toBeInTheDocument();
});

test("each row's edit button opens /admin/edit-tire/{id}", async () => {
  const tire = makeTire(5);
  serve([tire], { 'GET /api/tire/5': { body: versioned(tire) }, 'GET /api/design': { body: designs } });
  const { user } = renderAdmin('/admin/list-tires');
  await user.click(await screen.findByRole('button', { name: 'Editar Medida 05' }));
  expect(await screen.findByRole('heading', { name: 'Editar Llanta' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Medida')).toHaveValue('Medida 05');
});

async function exportedCsv(run: () => Promise<void>): Promise<string[]> {
  const created: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  try {
    await run();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(names).toEqual(['llantas.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    return text.replace('\uFEFF', '').split('\r\n');
  } finally {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  }
}

test("'Exportar a CSV' writes llantas.csv with every tire matching the filter and the points of each profile", async () => {
  const all = Array.from({ length: 25 }, (_, i) => makeTire(i + 1));
  const calls = serve(all);
  const { user } = renderAdmin('/admin/list-tires');
  await screen.findByText('Mostrando 1 a 10 de 25 registros');
  await user.type(screen.getByRole('searchbox'), 'primacy');
  await screen.findByText('Mostrando 1 a 10 de 12 registros');

  const lines = await exportedCsv(() => user.click(screen.getByRole('button', { name: 'Exportar a CSV' })));
  // the whole match, asked without page: not only the 10 rows on screen
  expect(calls.at(-1)?.query).toEqual({ q: 'primacy', sort: 'name' });
  expect(lines[0]).toBe(
    'ID,Medida,Código,Descripción,Diseño,Marca,Vendedor - Puntos General,Vendedor - Puntos UHP,Vendedor - Total,Gerente - Puntos General,Gerente - Puntos UHP,Gerente - Total',
  );
  expect(lines.slice(1)).toEqual(
    all.filter((t) => t.design_id === 3).map((t) => `${t.id},${t.name},${t.tire_code},${t.description},Primacy 4,Michelin,${t.id},1,${t.id + 1},0,0,0`),
  );
});

test('without the profile list the CSV keeps every points block in one column', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const tire = makeTire(1);
  serve([tire], { 'GET /api/profiles/all': { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } });
  const { user } = renderAdmin('/admin/list-tires');
  await screen.findByText('Mostrando 1 a 1 de 1 registros');
  const lines = await exportedCsv(() => user.click(screen.getByRole('button', { name: 'Exportar a CSV' })));
  expect(lines).toEqual(['ID,Medida,Código,Descripción,Diseño,Marca,Puntos por perfil', '1,Medida 01,COD-001,Llanta número 1,Advantage,BFGoodrich,Vendedor: 1 + 1 UHP = 2']);
});

test("delete: 'Está seguro que desea borrar esta Llanta?', then 'Eliminada!' naming the id and the page read again", async () => {
  let all = Array.from({ length: 11 }, (_, i) => makeTire(i + 1));
  // the fake server reads `all` at each call, so the page read after the delete no longer has it
  const calls = serve([], {
    'GET /api/tire': tireListServer(() => all),
    'DELETE /api/tire/2': () => {
      all = all.filter((t) => t.id !== 2);
      return { body: { message: 'success', detail: 'Llanta Medida 02 eliminada', tire: versioned(makeTire(2)) } };
    },
  });
  const { user } = renderAdmin('/admin/list-tires');
  await screen.findByText('Mostrando 1 a 10 de 11 registros');

  await user.click(within(list()).getByRole('button', { name: 'Borrar Medida 02' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar esta Llanta?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  // 'Cancelar' deletes nothing
  await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(within(list()).getByRole('button', { name: 'Borrar Medida 02' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  const done = await screen.findByRole('dialog', { name: 'Eliminada!' });
  expect(done).toHaveTextContent('El registro con id 2 fue eliminado.');
  // the page is read again: the row is gone and the 11th tire moved up
  expect(await screen.findByText('Mostrando 1 a 10 de 10 registros')).toBeInTheDocument();
  expect(shown(1)).not.toContain('Medida 02');
  expect(shown(1)).toContain('Medida 11');
  await user.click(within(done).getByRole('button', { name: 'Aceptar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a refused delete (the tire is on an invoice) shows the api's detail in 'Cancelled' and keeps the row", async () => {
  const inUse = 'No se puede eliminar la llanta Medida 01: está registrada en 2 facturas. Las facturas conservan sus llantas y sus puntos; edite la llanta en lugar de eliminarla.';
  serve([makeTire(1), makeTire(2)], { 'DELETE /api/tire/1': { status: 409, body: { message: 'error', detail: inUse, statusCode: 409 } } });
  const { user } = renderAdmin('/admin/list-tires');
  await screen.findByText('Mostrando 1 a 2 de 2 registros');

  await user.click(within(list()).getByRole('button', { name: 'Borrar Medida 01' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent(inUse);
  expect(within(list()).getByRole('cell', { name: 'Medida 01' })).toBeInTheDocument();
});

test('the list failing to load says so, with a retry that reads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  installFakeApi({
    'GET /api/tire': (req) => (fail ? { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } : tireListServer(() => [makeTire(1)])(req)),
    'GET /api/profiles/all': { body: profiles },
  });
  const { user } = renderAdmin('/admin/list-tires');
  expect(await screen.findByText('No se pudieron cargar las llantas', {}, { timeout: 8000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('cell', { name: 'Medida 01' })).toBeInTheDocument();
}, 15000);
