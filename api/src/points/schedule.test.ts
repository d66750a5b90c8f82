// The scheduled sweep on SQLite and PostgreSQL: it closes due lots on its own, logs what it did,
// keeps failures inside, and stop() waits for a sweep under way.
import { createTestDb, createUser, type TestDb } from '../test/helper';
import { checkPointsInvariants, startExpirySchedule } from './index';
import { earnInvoice, ledgerOf } from './test-fixtures';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

it('sweeps due lots on its schedule and logs it', async () => {
  const u = (await createUser(t.db)).id;
  await earnInvoice(t.db, u, 70, '2025-01-05', 12); // due 2026-01-05, long past
  const infos: string[] = [];
  const errors: unknown[] = [];
  const stop = startExpirySchedule(t.db, { PORT: 8080 }, { info: (m) => infos.push(m), error: (e) => errors.push(e) }, { firstRunMs: 0, intervalMs: 50 });
  await until(() => infos.length > 0);
  await new Promise((r) => setTimeout(r, 200)); // a few more runs: nothing more to expire
  await stop();
  expect(infos).toEqual(['Vencimiento de puntos: 1 lotes cerrados, 70 puntos vencidos']);
  expect(errors).toEqual([]);
  expect((await ledgerOf(t.db, u)).filter((r) => r.kind === 'expiry')).toEqual([expect.objectContaining({ amount: -70, actor_id: null })]);
  expect(await t.db.selectFrom('locks').selectAll().execute()).toEqual([]);
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});

it('logs a failed sweep instead of throwing, and stops for good', async () => {
  const errors: unknown[] = [];
  const broken = { insertInto: () => { throw new Error('base de datos caída'); } } as unknown as typeof t.db;
  const stop = startExpirySchedule(broken, { PORT: 8080 }, { info: () => undefined, error: (e) => errors.push(e) }, { firstRunMs: 0, intervalMs: 30 });
  await until(() => errors.length >= 2);
  await stop();
  const seen = errors.length;
  await new Promise((r) => setTimeout(r, 120));
  expect(errors.length).toBe(seen);
  expect(errors[0]).toMatchObject({ err: expect.objectContaining({ message: 'base de datos caída' }) });
});
