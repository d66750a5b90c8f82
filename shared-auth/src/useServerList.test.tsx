// One list contract: the one table (DataTable) on a list the server pages, filters and
// sorts, through useServerList. The fake server below answers the list contract over 25 rows the
// way the api does (contains ignoring capitals, sort with '-' for descending, page and pageSize),
// so the test drives the table as a person would and checks what is asked and what is shown.
import { act, screen, waitFor, within } from '@testing-library/react';
import { csvColumnsOf, DataTable, useListCsv, type Column } from '@portal/shared-ui';
import { renderUi } from '@portal/shared-ui/test-utils';
import { TestDataProvider } from './render-remote';
import { installFakeApi, type FakeRequest } from './testing';
import { useServerList } from './useServerList';

interface Row { id: number; name: string }
const all: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Llanta ${String(i + 1).padStart(2, '0')}` }));

function answer(req: FakeRequest) {
  const { q, sort = 'name', page, pageSize } = req.query;
  let rows = all.filter((r) => !q || r.name.toLowerCase().includes(q.toLowerCase()));
  const key = sort.replace('-', '') as keyof Row;
  rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
  const total = rows.length;
  if (page) rows = rows.slice((Number(page) - 1) * Number(pageSize), Number(page) * Number(pageSize));
  return { body: { rows, total } };
}

const columns: Column<Row>[] = [
  { key: 'id', header: 'ID', sortable: true },
  { key: 'name', header: 'Nombre', sortable: true },
];

function Tires() {
  const server = useServerList<Row>('/api/tire', { pageSize: 10, defaultSort: { key: 'name', direction: 'asc' } });
  const csv = useListCsv(server, 'llantas.csv', csvColumnsOf(columns));
  return <DataTable title="Lista de Llantas" columns={columns} list={server} emptyText="No hay llantas" csv={csv} />;
}

const render = () => renderUi(<TestDataProvider><Tires /></TestDataProvider>);
const shownNames = () => within(screen.getByRole('table', { name: 'Lista de Llantas' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);

test('the first page comes from the server with the total, and the paginator asks for the next one', async () => {
  const calls = installFakeApi({ 'GET /api/tire': answer });
  const { user } = render();
  expect(await screen.findByText('Mostrando 1 a 10 de 25 registros')).toBeInTheDocument();
  expect(shownNames()).toEqual(all.slice(0, 10).map((r) => r.name));
  expect(calls.at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name' });

  await user.click(screen.getByRole('button', { name: 'Página 3' }));
  expect(await screen.findByText('Mostrando 21 a 25 de 25 registros')).toBeInTheDocument();
  expect(shownNames()).toEqual(all.slice(20).map((r) => r.name));
  expect(calls.at(-1)?.query).toMatchObject({ page: '3' });
});

test('sorting by a header asks the server for that order, and a second click for the reverse', async () => {
  const calls = installFakeApi({ 'GET /api/tire': answer });
  const { user } = render();
  await screen.findByText('Mostrando 1 a 10 de 25 registros');
  await user.click(screen.getByRole('button', { name: /^ID/ }));
  await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ sort: 'id', page: '1' }));
  await user.click(screen.getByRole('button', { name: /^ID/ }));
  await waitFor(() => expect(shownNames()[0]).toBe('Llanta 25'));
  expect(calls.at(-1)?.query).toMatchObject({ sort: '-id' });
  expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
});

test('typing a filter waits for a pause, sends it once, goes back to page 1, and an empty result says so', async () => {
  const calls = installFakeApi({ 'GET /api/tire': answer });
  const { user } = render();
  await screen.findByText('Mostrando 1 a 10 de 25 registros');
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await screen.findByText('Mostrando 11 a 20 de 25 registros');

  const before = calls.length;
  await user.type(screen.getByRole('searchbox'), 'llanta 1');
  expect(await screen.findByText('Mostrando 1 a 10 de 10 registros')).toBeInTheDocument();
  // one request for the whole word, not one per key
  const asked = calls.slice(before).map((c) => c.query.q);
  expect(asked.filter((q) => q !== undefined)).toEqual(['llanta 1']);
  expect(calls.at(-1)?.query).toMatchObject({ q: 'llanta 1', page: '1' });

  await user.type(screen.getByRole('searchbox'), 'zz');
  expect(await screen.findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
});

test("'Exportar a CSV' holds every row matching the filter, not only the page on screen", async () => {
  installFakeApi({ 'GET /api/tire': answer });
  const created: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { user } = render();
    await screen.findByText('Mostrando 1 a 10 de 25 registros');
    await user.type(screen.getByRole('searchbox'), 'llanta 2');
    await screen.findByText('Mostrando 1 a 6 de 6 registros');
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual(['ID,Nombre', ...all.filter((r) => r.name.includes('Llanta 2')).map((r) => `${r.id},${r.name}`)]);
  } finally {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  }
});

test('an empty list shows its empty text', async () => {
  installFakeApi({ 'GET /api/tire': { body: { rows: [], total: 0 } } });
  render();
  expect(await screen.findByText('No hay llantas')).toBeInTheDocument();
  await act(async () => undefined);
});

test('clearing the filter shows page 1 of the whole list, not the page seen before the filter', async () => {
  const calls = installFakeApi({ 'GET /api/tire': answer });
  const { user } = render();
  await screen.findByText('Mostrando 1 a 10 de 25 registros');
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await screen.findByText('Mostrando 11 a 20 de 25 registros');
  await user.type(screen.getByRole('searchbox'), 'llanta 2');
  // the whole text asked for (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ q: 'llanta 2', page: '1' }));
  await screen.findByText('Mostrando 1 a 6 de 6 registros');
  await user.clear(screen.getByRole('searchbox'));
  // page 1 of the whole list (read from the cache: it was asked before)
  expect(await screen.findByText('Mostrando 1 a 10 de 25 registros')).toBeInTheDocument();
  expect(shownNames()).toEqual(all.slice(0, 10).map((r) => r.name));
});

test('the CSV of a list with no filter and no order takes the plain array the api answers then', async () => {
  installFakeApi({
    'GET /api/city': (req) => (req.query.page ? { body: { rows: all.slice(0, 10), total: 25 } } : { body: all }),
  });
  const created: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  function Cities() {
    const server = useServerList<Row>('/api/city', { pageSize: 10 });
    const csv = useListCsv(server, 'ciudades.csv', csvColumnsOf(columns));
    return <DataTable title="Lista de Ciudades" columns={columns} list={server} emptyText="No hay ciudades" csv={csv} />;
  }
  try {
    const { user } = renderUi(<TestDataProvider><Cities /></TestDataProvider>);
    await screen.findByText('Mostrando 1 a 10 de 25 registros');
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(text.replace('\uFEFF', '').split('\r\n')).toHaveLength(26);
  } finally {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  }
});
