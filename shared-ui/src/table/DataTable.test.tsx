import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { DataTable } from './DataTable';
import { toCsv } from './csv-text';
import type { Column } from './rows';

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

function renderTable(rows: City[] | undefined, extra: Partial<Parameters<typeof DataTable<City>>[0]> = {}) {
  return renderUi(
    <DataTable<City> title="Lista de Ciudades" columns={columns} rows={rows} emptyText="No hay ciudades registradas" csv={{ fileName: 'ciudades.csv' }} {...extra} />,
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Lista de Ciudades' })).getAllByRole('row').slice(1);

describe('DataTable', () => {
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
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'zzz');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Ningún registro coincide con la búsqueda');
  });

  it("searches under the one search rule of the api and the catalogue: accents, 'ñ' as 'n', capitals, extra spaces", async () => {
    const rows: City[] = [{ id: 1, name: 'Nevera Eléctrica' }, { id: 2, name: 'Muñeco de peluche' }, { id: 3, name: 'Termo de acero' }];
    const { user } = renderTable(rows);
    const box = screen.getByRole('searchbox', { name: 'Filtrar tabla' });
    // the name cell of each row, or the whole row when it is the table's 'no match' line
    const shown = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? r.textContent);

    await user.type(box, 'electrica');
    expect(shown()).toEqual(['Nevera Eléctrica']);
    await user.clear(box);
    await user.type(box, 'MUÑECO');
    expect(shown()).toEqual(['Muñeco de peluche']);
    await user.clear(box);
    await user.type(box, 'muneco');
    expect(shown()).toEqual(['Muñeco de peluche']);
    await user.clear(box);
    await user.type(box, '  nevera   ELECTRICA ');
    expect(shown()).toEqual(['Nevera Eléctrica']);
  });

  it('shows the empty text when there are no rows', () => {
    renderTable([]);
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('No hay ciudades registradas');
  });

  it('shows a loading state while the rows are not there', () => {
    renderTable(undefined, { loadingText: 'Loading...' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by a sortable column, both ways', async () => {
    const { user } = renderTable(cities);
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('Bogotá');
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('Medellín');
  });

  it('honours a default sort (SPEC 2.10: newest first)', () => {
    renderTable(cities, { defaultSort: { key: 'id', direction: 'desc' } });
    expect(bodyRows()[0]).toHaveTextContent('23');
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

  it('shows header actions next to the title', () => {
    renderUi(
      <DataTable<City> title="Lista de Ciudades" columns={columns} rows={[]} emptyText="x" actions={<span>Crear Ciudad</span>} />,
    );
    expect(screen.getByRole('heading', { name: 'Lista de Ciudades' })).toBeInTheDocument();
    expect(screen.getByText('Crear Ciudad')).toBeInTheDocument();
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

describe('CSV export', () => {
  const created: Blob[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
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

  it("'Exportar a CSV' downloads every filtered row with the value columns, not the actions", async () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderTable(cities);
    await user.type(screen.getByRole('searchbox'), 'Ciudad 1');
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    expect(clicked).toEqual(['ciudades.csv']);
    const text = await blobText(created[0]);
    const lines = text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('ID,Nombre');
    expect(lines.slice(1)).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 10},Ciudad ${i + 10}`));
  });

  it('uses the csv columns when given (SPEC 3: Stado ACTIVO / DESACTIVADO)', async () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderTable([{ id: 1, name: 'Bogotá', state: '1' }], {
      csv: { fileName: 'x.csv', columns: [{ header: 'Stado', value: (r) => (r.state === '1' ? 'ACTIVO' : 'DESACTIVADO') }] },
    });
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    expect((await blobText(created[0])).replace('\uFEFF', '')).toBe('Stado\r\nACTIVO');
  });
});
