// The one table (SPEC 2.5, 2.8, 2.10, 9) draws a list view and nothing else: here on rows held in
// memory (useMemoryList) as a person uses it, on a list view it only draws (its page, order and
// search are the list's), and its one 'Exportar a CSV' for a file built here and one the api writes.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { DataTable, type DataTableProps } from './DataTable';
import { useListCsv } from './csv';
import { toCsv } from './csv-text';
import { useMemoryList, type MemoryListOptions } from './memory';
import { csvColumnsOf, type Column, type CsvColumn } from './rows';
import type { ServerListView } from './server';

interface City {
  id: number;
  name: string;
  state?: string;
}

const cities: City[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Ciudad ${String(i + 1).padStart(2, '0')}` }));
cities[4] = { id: 5, name: 'Bogotá' };
cities[5] = { id: 6, name: 'Medellín' };

const columns: Column<City>[] = [
  { key: 'id', header: 'ID', sortable: true },
  { key: 'name', header: 'Nombre', sortable: true },
  { key: 'actions', header: 'Acciones', render: (c) => <button type="button">Editar {c.name}</button> },
];

type TableProps = Partial<Omit<DataTableProps<City>, 'list' | 'csv'>> & Pick<MemoryListOptions<City>, 'defaultSort' | 'loading'>;

/** a screen holding its cities whole, with 'Exportar a CSV' built here (ciudades.csv) */
function Cities({ rows, csvColumns, defaultSort, loading, ...props }: TableProps & { rows: readonly City[] | undefined; csvColumns?: CsvColumn<City>[] }) {
  const list = useMemoryList(rows, { columns, defaultSort, loading });
  const csv = useListCsv(list, 'ciudades.csv', csvColumns ?? csvColumnsOf(columns));
  return <DataTable<City> title="Lista de Ciudades" columns={columns} list={list} emptyText="No hay ciudades registradas" csv={csv} {...props} />;
}

const renderTable = (rows: City[] | undefined, extra: TableProps & { csvColumns?: CsvColumn<City>[] } = {}) => renderUi(<Cities rows={rows} {...extra} />);

const bodyRows = () => within(screen.getByRole('table', { name: 'Lista de Ciudades' })).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? r.textContent);

describe('DataTable on rows held in memory', () => {
  it('shows 10 rows per page and the next pages through SIGUIENTE and the page numbers', async () => {
    const { user } = renderTable(cities);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('Ciudad 01');
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('Ciudad 11');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'SIGUIENTE' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ATRAS' }));
    expect(bodyRows()[0]).toHaveTextContent('Ciudad 11');
    expect(screen.getByText('Mostrando 11 a 20 de 23 registros')).toBeInTheDocument();
  });

  it('puts the pagination above the table and none below it (SPEC 9)', () => {
    renderTable(cities);
    const navs = screen.getAllByRole('navigation', { name: 'Paginación' });
    expect(navs).toHaveLength(1);
    const table = screen.getByRole('table');
    expect(navs[0].compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('pages are reachable with the keyboard', async () => {
    const { user } = renderTable(cities);
    screen.getByRole('button', { name: 'SIGUIENTE' }).focus();
    await user.keyboard('{Enter}');
    expect(bodyRows()[0]).toHaveTextContent('Ciudad 11');
  });

  it('filters what the user types, ignoring case and accents, and goes back to page 1', async () => {
    const { user } = renderTable(cities);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'BOGOTA');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Bogotá');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filtrar tabla' }));
    expect(screen.getByText('Mostrando 1 a 10 de 23 registros')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'zzz');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Ningún registro coincide con la búsqueda');
  });

  it("searches under the one search rule of the api and the catalogue: accents, 'ñ' as 'n', capitals, extra spaces", async () => {
    const { user } = renderTable([{ id: 1, name: 'Nevera Eléctrica' }, { id: 2, name: 'Muñeco de peluche' }, { id: 3, name: 'Termo de acero' }]);
    const box = screen.getByRole('searchbox', { name: 'Filtrar tabla' });

    await user.type(box, 'electrica');
    expect(names()).toEqual(['Nevera Eléctrica']);
    await user.clear(box);
    await user.type(box, 'MUÑECO');
    expect(names()).toEqual(['Muñeco de peluche']);
    await user.clear(box);
    await user.type(box, 'muneco');
    expect(names()).toEqual(['Muñeco de peluche']);
    await user.clear(box);
    await user.type(box, '  nevera   ELECTRICA ');
    expect(names()).toEqual(['Nevera Eléctrica']);
  });

  it('shows the empty text when there are no rows', () => {
    renderTable([]);
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('No hay ciudades registradas');
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
  });

  it('shows a loading state while the rows are not there, and no export meanwhile', () => {
    renderTable(undefined, { loadingText: 'Loading...' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeDisabled();
  });

  it('sorts by a sortable column, both ways, from page 1', async () => {
    const { user } = renderTable(cities);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('Bogotá');
    expect(screen.getByText('Mostrando 1 a 10 de 23 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('Medellín');
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).not.toHaveAttribute('aria-sort');
  });

  it('honours a default sort (SPEC 2.10: newest first)', () => {
    renderTable(cities, { defaultSort: { key: 'id', direction: 'desc' } });
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('23');
  });

  it('strikes rejected rows through in red (SPEC 2.9)', () => {
    renderTable(
      [
        { id: 1, name: 'Creada', state: 'Creada' },
        { id: 2, name: 'Rechazada', state: 'Rechazada' },
      ],
      { rowVariant: (r) => (r.state === 'Rechazada' ? 'struck' : 'default') },
    );
    expect(bodyRows()[1]).toHaveStyle({ textDecoration: 'line-through', color: '#c62828' });
    expect(bodyRows()[0]).not.toHaveStyle({ textDecoration: 'line-through' });
  });

  it('names every cell by its column, for the phone that draws each row as a card (docs/adr/0042)', () => {
    renderTable(cities.slice(0, 1));
    expect(within(bodyRows()[0]).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(['ID', 'Nombre', 'Acciones']);
  });

  it('shows header actions next to the title', () => {
    renderTable([], { actions: <span>Crear Ciudad</span> });
    expect(screen.getByRole('heading', { name: 'Lista de Ciudades' })).toBeInTheDocument();
    expect(screen.getByText('Crear Ciudad')).toBeInTheDocument();
  });
});

/** a list view the test holds: the table draws it and hands back what the person asks for */
function viewOf(overrides: Partial<ServerListView<City>> = {}): ServerListView<City> {
  return {
    rows: cities.slice(10, 20),
    total: 23,
    loading: false,
    error: null,
    reload: jest.fn(),
    page: 2,
    pageSize: 10,
    setPage: jest.fn(),
    query: '',
    setQuery: jest.fn(),
    sort: { key: 'name', direction: 'asc' },
    setSort: jest.fn(),
    fetchAll: jest.fn(async () => cities),
    ...overrides,
  };
}

describe('DataTable draws the list view it is given and keeps nothing of its own', () => {
  it("shows the view's page, total and order, and hands the person's page, order and search back to it", async () => {
    const list = viewOf();
    const { user } = renderUi(<DataTable<City> title="Lista de Ciudades" columns={columns} list={list} emptyText="No hay ciudades registradas" />);
    expect(screen.getByText('Mostrando 11 a 20 de 23 registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(list.setPage).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(list.setSort).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: /ID/ }));
    expect(list.setSort).toHaveBeenLastCalledWith({ key: 'id', direction: 'asc' });
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'b');
    expect(list.setQuery).toHaveBeenCalledWith('b');
    // until the view answers, the screen shows what it holds
    expect(screen.getByText('Mostrando 11 a 20 de 23 registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("an empty page says nothing matches while the search or the screen's filters are on, else the list's empty text", () => {
    const empty = { rows: [], total: 0, page: 1 };
    const { rerender } = renderUi(<DataTable<City> title="Lista de Ciudades" columns={columns} list={viewOf({ ...empty, query: 'zz' })} emptyText="No hay ciudades registradas" />);
    expect(bodyRows()[0]).toHaveTextContent('Ningún registro coincide con la búsqueda');
    rerender(<DataTable<City> title="Lista de Ciudades" columns={columns} list={viewOf(empty)} emptyText="No hay ciudades registradas" filtersActive />);
    expect(bodyRows()[0]).toHaveTextContent('Ningún registro coincide con la búsqueda');
    rerender(<DataTable<City> title="Lista de Ciudades" columns={columns} list={viewOf(empty)} emptyText="No hay ciudades registradas" />);
    expect(bodyRows()[0]).toHaveTextContent('No hay ciudades registradas');
  });

  it('without a search box or an export there is no toolbar', () => {
    renderUi(<DataTable<City> label="Ciudades" columns={columns} list={viewOf()} emptyText="-" filterable={false} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar a CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ciudades' })).toBeInTheDocument();
  });
});

/** jsdom's Blob has no text(): read it as a browser would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** a promise the test settles, as a download that takes its time */
function later() {
  let settle: { resolve(): void; reject(err: Error): void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe("'Exportar a CSV': one button for a file built here and one the api writes", () => {
  const created: Blob[] = [];
  const clicked: string[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    created.length = 0;
    clicked.length = 0;
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    jest.restoreAllMocks();
  });

  it('toCsv writes the header and the rows, quoting where needed', () => {
    expect(toCsv(['ID', 'Nombre'], [[1, 'Bogotá'], [2, 'Cali, Valle'], [3, null]])).toBe('ID,Nombre\r\n1,Bogotá\r\n2,"Cali, Valle"\r\n3,');
  });

  it('toCsv keeps spreadsheet formulas from running', () => {
    expect(toCsv(['Nombre'], [['=HYPERLINK("x")']])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('built here: every row of the search in its order, of every page, with the value columns and not the actions', async () => {
    const { user } = renderTable(cities, { defaultSort: { key: 'id', direction: 'desc' } });
    await user.type(screen.getByRole('searchbox'), 'Ciudad 1');
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(clicked).toEqual(['ciudades.csv']));
    const text = await blobText(created[0]);
    const lines = text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('ID,Nombre');
    expect(lines.slice(1)).toEqual(Array.from({ length: 10 }, (_, i) => `${19 - i},Ciudad ${19 - i}`));
  });

  it('built here with the CSV columns given (SPEC 3: Stado ACTIVO / DESACTIVADO)', async () => {
    const { user } = renderTable([{ id: 1, name: 'Bogotá', state: '1' }, { id: 2, name: 'Cali', state: '0' }], {
      csvColumns: [{ header: 'Nombre', value: (r) => r.name }, { header: 'Stado', value: (r) => (r.state === '1' ? 'ACTIVO' : 'DESACTIVADO') }],
    });
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((await blobText(created[0])).replace('\uFEFF', '')).toBe('Nombre,Stado\r\nBogotá,ACTIVO\r\nCali,DESACTIVADO');
  });

  it("built here from a list the server pages: its fetchAll's rows, not the page on screen", async () => {
    const list = viewOf();
    function Screen() {
      const csv = useListCsv(list, 'llantas.csv', csvColumnsOf(columns));
      return <DataTable<City> title="Lista de Ciudades" columns={columns} list={list} emptyText="-" csv={csv} />;
    }
    const { user } = renderUi(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(clicked).toEqual(['llantas.csv']));
    expect(list.fetchAll).toHaveBeenCalledTimes(1);
    expect((await blobText(created[0])).replace('\uFEFF', '').split('\r\n')).toHaveLength(1 + cities.length);
  });

  it("the api's file: the button runs the screen's function, stays busy until it settles, and the screen says how it went", async () => {
    const download = later();
    const run = jest.fn(() => download.promise);
    /** a report: its own notice under the table (remote-admin report-parts CsvNotice) */
    function Report() {
      const [notice, setNotice] = useState('');
      const csv = async () => {
        setNotice('Preparando reporte.csv...');
        await run();
        setNotice('');
      };
      return (
        <>
          <DataTable<City> label="Reporte" columns={columns} list={viewOf()} emptyText="-" filterable={false} csv={csv} />
          <p role="status">{notice}</p>
        </>
      );
    }
    const { user } = renderUi(<Report />);
    const button = screen.getByRole('button', { name: 'Exportar a CSV' });
    await user.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparando reporte.csv...');
    // nothing is built here for the api's file
    expect(created).toHaveLength(0);

    download.resolve();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a failed export frees the button again and is logged for the developer', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = new Error('Network Error');
    const { user } = renderUi(<DataTable<City> label="Reporte" columns={columns} list={viewOf()} emptyText="-" csv={() => Promise.reject(failed)} />);
    const button = screen.getByRole('button', { name: 'Exportar a CSV' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(error).toHaveBeenCalledWith(failed);
  });
});
