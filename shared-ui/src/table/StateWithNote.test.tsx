// The state cell both the invoice and the redemption lists draw: the state, and under it
// the note its caller worded, label included; the state alone when there is no note.
import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { DataTable } from './DataTable';
import { useMemoryList } from './memory';
import type { Column } from './rows';
import { StateWithNote } from './StateWithNote';

interface Request { id: number; state: string; note: string | null }

const columns: Column<Request>[] = [{ key: 'state', header: 'Estado', render: (r) => <StateWithNote state={r.state} note={r.note} /> }];

function Requests({ rows }: { rows: Request[] }) {
  return <DataTable<Request> title="Solicitudes" columns={columns} list={useMemoryList(rows, { columns })} emptyText="No hay solicitudes" />;
}

const stateCells = (rows: Request[]) => {
  renderUi(<Requests rows={rows} />);
  return within(screen.getByRole('table', { name: 'Solicitudes' })).getAllByRole('cell');
};

test('the state, capitalised, with the note and its label on a line under it', () => {
  const [rejected, confirmed] = stateCells([
    { id: 1, state: 'rechazado', note: 'Motivo: Producto agotado con el proveedor' },
    { id: 2, state: 'confirmado', note: 'Nota del comprador: Entregado en la sucursal' },
  ]);
  expect(rejected).toHaveTextContent('RechazadoMotivo: Producto agotado con el proveedor');
  expect(within(rejected).getByText('Motivo: Producto agotado con el proveedor')).toBeVisible();
  expect(confirmed).toHaveTextContent('ConfirmadoNota del comprador: Entregado en la sucursal');
  expect(within(confirmed).getByText('Nota del comprador: Entregado en la sucursal')).toBeVisible();
});

test('without a note the cell holds the state and nothing more', () => {
  const cells = stateCells([
    { id: 1, state: 'aprobado', note: null },
    { id: 2, state: 'Aprobada', note: '' },
  ]);
  expect(cells.map((c) => c.textContent)).toEqual(['Aprobado', 'Aprobada']);
  for (const cell of cells) expect(within(cell).getByText(/^Aprobad[oa]$/)).toBeVisible();
});

test("a state its list words otherwise shows that label ('confirmado' reads 'Comprado')", () => {
  renderUi(<StateWithNote state="confirmado" label="Comprado" note="Nota del comprador: Entregado en la sucursal" />);
  expect(screen.getByText('Comprado')).toBeVisible();
  expect(screen.queryByText(/Confirmado/)).not.toBeInTheDocument();
});
