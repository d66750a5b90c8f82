// The queue's 'price-far' warning (contract REVIEW_PRICE_FAR), on SQLite and PostgreSQL:
// the total against the usual total of its tires when it was registered (each tire's median price per
// tire on its most recent invoices not rejected, times the quantity): beyond 3 times, or below a
// third, it warns in Spanish; within, or with fewer than 5 invoices of a tire, it does not. The
// `warnings=1` filter keeps exactly the ones that warn.
import { API, REVIEW_PRICE_FAR, type ReviewQueueRow } from '@portal/contract';
import { checkPointsInvariants } from '../../points';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, line, seedCatalogue, storedFlagsDisagreements, validData, type Catalogue } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
const clock = { now: new Date() };
let approver: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock.now });
  c = await seedCatalogue(t.db);
  approver = await createUser(t.db, { role: 'approver' });
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
// what `warnings=1` reads (each waiting invoice's stored flags, kept by the api) is what the queue shows
afterEach(async () => expect(await storedFlagsDisagreements(t, approver, true)).toEqual([]));

/** an invoice of `lines` with this total, by a participant of its own (no other warning mixes in); its participant */
async function sale(price: number, lines: [tire: number, amount: number][]): Promise<{ who: TestUser; id: number }> {
  const who = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId });
  const data = validData(c, { price });
  const res = await createRequest(t, who, { data, tires: lines.map(([n, amount]) => line(c, n, amount)) });
  expect(res.statusCode).toBe(200);
  return { who, id: (await t.db.selectFrom('invoices').select('id').where('number', '=', data.number).executeTakeFirstOrThrow()).id };
}
async function queueOf(who: TestUser, extra = '') {
  const res = await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?user=${who.id}${extra}`, headers: approver.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { rows: ReviewQueueRow[]; total: number };
}
const priceWarnings = async (who: TestUser) => (await queueOf(who)).rows[0].warnings.filter((w) => w.code === 'price-far');
const usualOf = async (id: number) => (await t.db.selectFrom('invoices').select('price_usual').where('id', '=', id).executeTakeFirstOrThrow()).price_usual;

describe("'price-far'", () => {
  beforeAll(async () => {
    // tire 1: five invoices of 2 tires at 1.000.000 (500.000 a tire), and one of 90.000.000 rejected (not counted)
    for (let k = 0; k < REVIEW_PRICE_FAR.minHistory; k += 1) await sale(1_000_000, [[1, 2]]);
    const odd = await sale(90_000_000, [[1, 2]]);
    const res = await t.app.inject({ method: 'POST', url: API.invoiceReject(odd.id), headers: approver.auth, payload: { comment_rejected: 'Total inventado' } });
    expect(res.statusCode).toBe(200);
  });

  it('warns when the total is more than 3 times the usual total of its tires, saying both in pesos', async () => {
    const far = await sale(3_100_000, [[1, 2]]);
    expect(await usualOf(far.id)).toBe(1_000_000);
    expect(await priceWarnings(far.who)).toEqual([{
      code: 'price-far',
      text: 'Total lejos del precio habitual de sus llantas: la factura dice $3.100.000 y esas llantas suelen sumar unos $1.000.000 en las facturas anteriores (3,1 veces más)',
    }]);
  });

  it('warns when the total is less than a third of the usual total (the quantity counts)', async () => {
    const low = await sale(600_000, [[1, 4]]);
    expect(await usualOf(low.id)).toBe(2_000_000);
    expect(await priceWarnings(low.who)).toEqual([{
      code: 'price-far',
      text: 'Total lejos del precio habitual de sus llantas: la factura dice $600.000 y esas llantas suelen sumar unos $2.000.000 en las facturas anteriores (3,3 veces menos)',
    }]);
  });

  it('does not warn within 3 times either way (the median is not moved by the far ones registered meanwhile)', async () => {
    for (const [price, amount] of [[2_900_000, 2], [1_000_000, 2], [700_000, 4], [350_000, 1]] as const) {
      const near = await sale(price, [[1, amount]]);
      expect(await usualOf(near.id)).toBe(500_000 * amount);
      expect(await priceWarnings(near.who)).toEqual([]);
    }
  });

  it('does not warn with too little history: a tire with 4 invoices not rejected (a rejected one does not count), or a line of such a tire', async () => {
    for (let k = 0; k < REVIEW_PRICE_FAR.minHistory - 1; k += 1) await sale(1_000_000, [[2, 1]]);
    const rejected = await sale(1_000_000, [[2, 1]]);
    expect((await t.app.inject({ method: 'POST', url: API.invoiceReject(rejected.id), headers: approver.auth, payload: { comment_rejected: 'No válida' } })).statusCode).toBe(200);
    const alone = await sale(50_000_000, [[2, 1]]);
    expect(await usualOf(alone.id)).toBeNull();
    expect(await priceWarnings(alone.who)).toEqual([]);
    const mixed = await sale(90_000_000, [[1, 2], [4, 1]]);
    expect(await usualOf(mixed.id)).toBeNull();
    expect(await priceWarnings(mixed.who)).toEqual([]);
    // tire 2's fifth invoice not rejected (the far one above): now the next far total warns
    const next = await sale(50_000_000, [[2, 1]]);
    expect(await usualOf(next.id)).toBe(1_000_000);
    expect((await priceWarnings(next.who)).map((w) => w.code)).toEqual(['price-far']);
  });

  it('the warnings=1 filter keeps the far ones and not the near ones', async () => {
    const far = await sale(10_000_000, [[1, 2]]);
    const near = await sale(1_200_000, [[1, 2]]);
    expect((await queueOf(far.who, '&warnings=1')).rows.map((r) => r.id)).toEqual([far.id]);
    expect(await queueOf(near.who, '&warnings=1')).toEqual({ rows: [], total: 0 });
  });
});
