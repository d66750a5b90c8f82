// Tires and the invoices that hold them: deleting something still in use is refused with a
// Spanish detail that says what uses it, and nothing is lost (a tire on an invoice line), and
// changing a tire's points never changes what past invoices earned (each invoice line stores
// the points it earned when the invoice was created, invoice_references.points).
import { API } from '@portal/contract';
import { checkPointsInvariants } from '../../points';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { balanceOf, createRequest, line, participant, seedCatalogue, validData, type Catalogue } from '../invoices/test-fixtures';
import { storedPoints, tireCalls } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let admin: TestUser;
let ana: TestUser; // profile Oro
let calls: ReturnType<typeof tireCalls>;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  ana = await participant(t.db, c.gold, c.subsidiaryId);
  calls = tireCalls(t);
});
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
afterAll(async () => t.close());

async function invoiceWith(user: TestUser, lines: ReturnType<typeof line>[]): Promise<{ id: number; points: number }> {
  const res = await createRequest(t, user, { data: validData(c), tires: lines });
  expect(res.statusCode).toBe(200);
  const row = await t.db.selectFrom('invoices').select('id').where('users_id', '=', user.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { id: row.id, points: res.json().points };
}

const linesOf = (invoiceId: number) =>
  t.db.selectFrom('invoice_references').select(['tire_id', 'amount', 'points']).where('invoice_id', '=', invoiceId).orderBy('id').execute();
const ledgerOf = (usersId: number) =>
  t.db.selectFrom('points_ledger').select(['id', 'kind', 'amount', 'balance_after', 'lot_id']).where('users_id', '=', usersId).orderBy('id').execute();
const lotsOf = (usersId: number) =>
  t.db.selectFrom('point_lots').select(['id', 'points', 'remaining']).where('users_id', '=', usersId).orderBy('id').execute();

describe('changing a tire\'s points never changes what past invoices earned', () => {
  it('an invoice keeps its lines\' points, lot and ledger after the tire\'s points change; the next invoice earns the new points', async () => {
    const tire = c.tires[0]; // Oro: 40 a tire
    const past = await invoiceWith(ana, [line(c, 0, 3), line(c, 1, 1)]);
    expect(past.points).toBe(tire.gold * 3 + c.tires[1].gold);
    const lines = await linesOf(past.id);
    expect(lines).toEqual([
      { tire_id: tire.id, amount: 3, points: tire.gold * 3 },
      { tire_id: c.tires[1].id, amount: 1, points: c.tires[1].gold },
    ]);
    const balance = await balanceOf(t.db, ana.id);
    const ledger = await ledgerOf(ana.id);
    const lots = await lotsOf(ana.id);
    const invoiceAnswer = (await t.app.inject({ method: 'GET', url: API.invoiceGet(past.id), headers: admin.auth })).json();

    // the administrator triples Oro's points for the tire and drops Plata's block
    const loaded = (await calls.get(admin, tire.id)).json();
    const edited = await calls.update(admin, tire.id, {
      id: tire.id,
      name: loaded.name,
      tire_code: loaded.tire_code,
      description: loaded.description,
      design_id: loaded.design_id,
      tire_points: [{ profiles_id: c.gold, points_general: 100, points_uhp: 20, points_total: 120 }],
      version: loaded.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(await storedPoints(t, tire.id)).toEqual([{ profiles_id: c.gold, points_general: 100, points_uhp: 20, points_total: 120 }]);

    expect(await linesOf(past.id)).toEqual(lines);
    expect(await balanceOf(t.db, ana.id)).toBe(balance);
    expect(await ledgerOf(ana.id)).toEqual(ledger);
    expect(await lotsOf(ana.id)).toEqual(lots);
    const after = (await t.app.inject({ method: 'GET', url: API.invoiceGet(past.id), headers: admin.auth })).json();
    expect(after.invoice_references.map((r: { points: number }) => r.points)).toEqual(invoiceAnswer.invoice_references.map((r: { points: number }) => r.points));
    expect(after.invoice_references.map((r: { points: number }) => r.points)).toEqual([tire.gold * 3, c.tires[1].gold]);

    // a new invoice with the same lines earns the new points
    const next = await invoiceWith(ana, [line(c, 0, 3), line(c, 1, 1)]);
    expect(next.points).toBe(120 * 3 + c.tires[1].gold);
    expect(await balanceOf(t.db, ana.id)).toBe(balance + next.points);
    // and the past one still has what it had
    expect(await linesOf(past.id)).toEqual(lines);
  });
});

describe('a tire on an invoice line cannot be deleted (nothing in use is lost)', () => {
  it('409 naming how many invoices hold it; the tire, its points and the invoices stay', async () => {
    const tire = c.tires[3];
    await invoiceWith(ana, [line(c, 3, 2)]);
    const pointsBefore = await storedPoints(t, tire.id);
    const auditBefore = await auditOf(t.db, 'tires', tire.id);

    const refused = await calls.remove(admin, tire.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'error',
      detail: 'No se puede eliminar la llanta 265/70R16: está registrada en 1 factura. Las facturas conservan sus llantas y sus puntos; edite la llanta en lugar de eliminarla.',
      statusCode: 409,
    });

    // two lines of one more invoice: counted as invoices, not lines
    await invoiceWith(await participant(t.db, c.silver, c.otherSubsidiaryId), [line(c, 3, 1), line(c, 4, 1), line(c, 3, 4)]);
    const twice = await calls.remove(admin, tire.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('No se puede eliminar la llanta 265/70R16: está registrada en 2 facturas. Las facturas conservan sus llantas y sus puntos; edite la llanta en lugar de eliminarla.');

    expect((await calls.get(admin, tire.id)).statusCode).toBe(200);
    expect(await storedPoints(t, tire.id)).toEqual(pointsBefore);
    expect(await t.db.selectFrom('invoice_references').select('id').where('tire_id', '=', tire.id).execute()).toHaveLength(3);
    expect(await auditOf(t.db, 'tires', tire.id)).toEqual(auditBefore);
  });

  it('a tire no invoice holds is deleted with its points', async () => {
    const tire = c.tires[2];
    expect(await t.db.selectFrom('invoice_references').select('id').where('tire_id', '=', tire.id).execute()).toEqual([]);
    const res = await calls.remove(admin, tire.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe('Llanta 245/40R18 eliminada');
    expect(await storedPoints(t, tire.id)).toEqual([]);
  });
});
