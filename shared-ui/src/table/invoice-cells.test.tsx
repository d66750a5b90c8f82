// What both 'Lista de Ventas' draw alike (SPEC 2.9): the shared columns in the one table, a
// rejected invoice struck through in red with its reason under the state, and a caller's own key.
import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { DataTable, type DataTableProps } from './DataTable';
import { invoiceColumns, invoiceRowVariant, type InvoiceCells } from './invoice-cells';
import { useMemoryList } from './memory';

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

type Row = InvoiceCells & { id: number };

/** the one table on invoices a screen holds whole */
function Invoices({ rows, ...props }: Omit<DataTableProps<Row>, 'list'> & { rows: Row[] }) {
  return <DataTable<Row> {...props} list={useMemoryList(rows, { columns: props.columns })} />;
}
const rows: Row[] = [
  { id: 1, number: 'FV-100', sale_date: '2024-03-01', created_at: at(2024, 3, 2, 16, 45), price: 1_250_000, state: 'Aprobada', comment_rejected: null },
  { id: 2, number: 'FV-200', sale_date: '2024-05-09', created_at: at(2024, 5, 10, 9, 5), price: 980_500, state: 'Rechazada', comment_rejected: 'La foto no es legible' },
];

test('the columns with their SPEC headers and one-line cells; a rejected row struck through in red with its reason', () => {
  renderUi(
    <Invoices
      title="Lista de Ventas"
      columns={[invoiceColumns.number(), invoiceColumns.saleDate(), invoiceColumns.createdAt(), invoiceColumns.price(), invoiceColumns.state()]}
      rows={rows}
      emptyText="No ha ingresado ventas"
      rowVariant={invoiceRowVariant}
    />,
  );
  const table = screen.getByRole('table', { name: 'Lista de Ventas' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['# Factura', 'Fecha', 'Fecha de Registro', 'Total (COP)', 'Estado']);
  const [approved, rejected] = within(table).getAllByRole('row').slice(1);
  expect(within(approved).getAllByRole('cell').map((c) => c.textContent)).toEqual(['FV-100', '01 mar 2024', '02 mar 2024, 16:45', '1.250.000', 'Aprobada']);
  expect(approved).toHaveStyle({ textDecoration: 'none' });
  expect(within(approved).queryByText(/Motivo/)).not.toBeInTheDocument();

  expect(rejected).toHaveStyle({ textDecoration: 'line-through', color: '#c62828' });
  expect(within(rejected).getAllByRole('cell')[4]).toHaveTextContent('RechazadaMotivo: La foto no es legible');
  expect(within(rejected).getByText('Motivo: La foto no es legible')).toBeVisible();
});

test("with `dispute` (the participant's list), an invoice of a disputed pair says so under its state, on either side; a rejected one of a pair shows its reason", () => {
  const pair: Row[] = [
    { ...rows[0], id: 3, number: 'FV-300', state: 'Creada', dispute: { with_invoice_id: 4, claim: false } },
    { ...rows[0], id: 4, number: 'FV-300', state: 'Creada', dispute: { with_invoice_id: 3, claim: true } },
    { ...rows[1], id: 5, number: 'FV-500', comment_rejected: 'Factura en disputa: el aprobador validó otro registro', dispute: null },
    { ...rows[0], id: 6, number: 'FV-600', state: 'Creada', dispute: null },
  ];
  const { unmount } = renderUi(<Invoices title="Lista de Ventas" columns={[invoiceColumns.number(), invoiceColumns.state('state', { dispute: true })]} rows={pair} emptyText="-" rowVariant={invoiceRowVariant} />);
  const stateOf = (i: number) => within(within(screen.getByRole('table', { name: 'Lista de Ventas' })).getAllByRole('row')[i + 1]).getAllByRole('cell')[1];
  expect(stateOf(0)).toHaveTextContent('CreadaEn disputa: otra persona registró este número en la sucursal; un aprobador decidirá');
  expect(within(stateOf(0)).getByText(/^En disputa/)).toBeVisible();
  expect(stateOf(1)).toHaveTextContent('CreadaEn disputa: otra persona ya había registrado este número en la sucursal; un aprobador decidirá (sin puntos hasta entonces)');
  expect(stateOf(2)).toHaveTextContent('RechazadaMotivo: Factura en disputa: el aprobador validó otro registro');
  expect(stateOf(3).textContent).toBe('Creada');
  unmount();

  // without it (the approver's queue, whose warnings say so): the state alone, a rejection's reason still under it
  renderUi(<Invoices title="Lista de Ventas" columns={[invoiceColumns.number(), invoiceColumns.state()]} rows={pair} emptyText="-" rowVariant={invoiceRowVariant} />);
  expect([0, 1, 3].map((i) => stateOf(i).textContent)).toEqual(['Creada', 'Creada', 'Creada']);
  expect(stateOf(2)).toHaveTextContent('RechazadaMotivo: Factura en disputa');
});

test("a column takes its caller's key (a server-sorted table's key is the api's sort key)", () => {
  expect(invoiceColumns.saleDate('date')).toMatchObject({ key: 'date', header: 'Fecha' });
  expect(invoiceColumns.createdAt().key).toBe('created_at');
  expect(invoiceColumns.price('price')).toMatchObject({ key: 'price', align: 'right' });
  expect(invoiceColumns.state().value?.({ ...rows[1] })).toBe('Rechazada');
});
