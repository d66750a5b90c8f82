// The balance shown is the balance that can be spent: every balance a call answers
// leaves out lots already due, whether or not the sweep has run. The app's clock (BuildAppOptions
// .now) moves past a lot's expiry and no sweep runs: getuser, users/all, the points report, the
// redemption read and applyfor answer the spendable balance, and a redemption it does not cover is
// refused with the 'Puntos insuficientes' wording. SQLite and PostgreSQL.
import { API } from '@portal/contract';
import { MSG } from '../messages';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../test/helper';
import { checkPointsInvariants } from './index';
import { earnInvoice, grant, insertProduct, lotOf, pointsOf } from './test-fixtures';

let t: TestApp;
let clock = new Date('2026-02-01T15:00:00.000Z');
let admin: TestUser;
let approver: TestUser;
let ana: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  admin = await createUser(t.db, { role: 'admin' });
  approver = await createUser(t.db, { role: 'approver' });
  ana = await createUser(t.db, { name: 'Ana Saldo' });
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

const get = (url: string, u: TestUser) => t.app.inject({ method: 'GET', url, headers: u.auth });
const apply = (u: TestUser, productId: number) => t.app.inject({ method: 'POST', url: API.applyFor, headers: u.auth, payload: { product_id: productId } });

async function shownEverywhere(requestId: number): Promise<Record<string, number>> {
  const all = (await get(API.usersAll, admin)).json();
  const report = (await get(API.reportInvoiceByUser, admin)).json();
  return {
    getuserAdmin: (await get(API.userGet(ana.id), admin)).json().points,
    getuserSelf: (await get(API.userGet(ana.id), ana)).json().points,
    usersAll: all.find((u: { id: number }) => u.id === ana.id).points,
    report: report.find((r: { id: number }) => r.id === ana.id).points,
    redemption: (await get(API.applyForGet(requestId), approver)).json().user.points,
    redemptionList: (await get(API.applyForAll, approver)).json().find((r: { id: number }) => r.id === requestId).user.points,
  };
}

it('answers the spendable balance once a lot is due, before any sweep, and refuses what it does not cover', async () => {
  const invoice = await earnInvoice(t.db, ana.id, 100, '2025-03-10'); // due 2026-03-11T05:00Z (end of 2026-03-10 in Colombia)
  await grant(t.db, ana.id, 50, clock);
  const first = await apply(ana, await insertProduct(t.db, 10)); // taken from the invoice lot, which expires first
  expect(first.json()).toMatchObject({ message: 'success', currentPoints: 140 });
  const requestId = first.json().id;

  const everywhere = (points: number) => ({ getuserAdmin: points, getuserSelf: points, usersAll: points, report: points, redemption: points, redemptionList: points });
  clock = new Date('2026-03-11T04:59:59.999Z');
  expect(await shownEverywhere(requestId)).toEqual(everywhere(140));

  clock = new Date((await lotOf(t.db, invoice.lotId)).expires_at);
  expect(clock.toISOString()).toBe('2026-03-11T05:00:00.000Z');
  expect(await shownEverywhere(requestId)).toEqual(everywhere(50));
  // no sweep ran: the cached balance still counts the 90 due points
  expect(await pointsOf(t.db, ana.id)).toBe(140);

  const refused = await apply(ana, await insertProduct(t.db, 60));
  expect(refused.statusCode).toBe(409);
  expect(refused.json().detail).toBe(MSG.pointsInsufficient);
  expect(refused.json().detail).toMatch(/^Puntos insuficientes/);
  expect(await pointsOf(t.db, ana.id)).toBe(140); // the refusal rolled everything back

  const ok = await apply(ana, await insertProduct(t.db, 30));
  expect(ok.statusCode).toBe(200);
  expect(ok.json().currentPoints).toBe(20);
  expect(await shownEverywhere(requestId)).toEqual(everywhere(20));
});
