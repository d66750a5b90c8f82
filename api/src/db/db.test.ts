// The migration builds the whole model with its rules, on both databases, and the transaction
// helper serialises writers (the base the points engine builds on).
import { sql } from 'kysely';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { forUpdate, inTransaction } from './transaction';
import { nowIso, addMonths } from './time';
import type { DB } from './schema';
import { createTestDb, createUser, type TestDb } from '../test/helper';

let t: TestDb;
let userId: number;
let otherUserId: number;

beforeAll(async () => {
  t = await createTestDb();
  userId = (await createUser(t.db)).id;
  otherUserId = (await createUser(t.db)).id;
});
afterAll(async () => t.close());

const now = nowIso();

/**
 * The write must fail on a constraint. Checked by the driver's error code: better-sqlite3's error
 * class comes from the first jest module registry that loaded the native addon, so `toThrow()`
 * does not recognise it as an Error in later test files.
 */
async function rejects(run: () => Promise<unknown>) {
  const outcome = await run().then(
    () => 'no error',
    (err: { code?: string }) => String(err?.code ?? 'no code'),
  );
  expect(outcome).toMatch(/^SQLITE_CONSTRAINT|^23\d{3}$/);
}

async function invoice(db: DB, number: string, subsidiaryId: number | null = null) {
  return (
    await db
      .insertInto('invoices')
      .values({ number, price: 3_500_000_000, sale_date: '2026-01-02', created_at: now, state: 'Creada', image: null, image_sha256: null, comment_rejected: null, users_id: userId, subsidiary_id: subsidiaryId, request_key: null })
      .returning(['id', 'price'])
      .executeTakeFirstOrThrow()
  );
}

describe('migrations', () => {
  it('are all applied and a second run applies nothing', async () => {
    expect(await migrateToLatest(t.db, t.kind === 'postgres' ? { schema: (await currentSchema(t.db)) } : {})).toEqual([]);
    expect(Object.keys(MIGRATIONS)).toEqual([...Object.keys(MIGRATIONS)].sort());
  });

  it('create the role profiles of SPEC 6 with their fixed ids', async () => {
    const profiles = await t.db.selectFrom('profiles').select(['id', 'name']).where('id', 'in', [1, 4, 5]).orderBy('id').execute();
    expect(profiles).toEqual([{ id: 1, name: 'Administrador' }, { id: 4, name: 'Aprobador' }, { id: 5, name: 'Comprador' }]);
    // the next profile does not collide with them
    const next = await t.db.insertInto('profiles').values({ name: 'Vendedor Nuevo' }).returning('id').executeTakeFirstOrThrow();
    expect([1, 4, 5]).not.toContain(next.id);
  });

  it('store COP amounts past 2^31 and answer them as numbers', async () => {
    const row = await invoice(t.db, 'F-BIG');
    expect(row.price).toBe(3_500_000_000);
  });
});

async function currentSchema(db: DB): Promise<string> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return rows[0].s;
}

describe('constraints', () => {
  it('identification numbers are unique', async () => {
    const existing = await t.db.selectFrom('users').select('identification_number').where('id', '=', userId).executeTakeFirstOrThrow();
    await rejects(() => createUser(t.db, { identification: existing.identification_number }));
  });

  it('foreign keys are enforced', async () => {
    await rejects(() => t.db.insertInto('subsidiaries').values({ name: 'Sin ciudad', cities_id: 999999, profiles_id: 1 }).execute());
  });

  it('a lot keeps 0 <= remaining <= points, and points > 0', async () => {
    const lot = (points: number, remaining: number) =>
      t.db.insertInto('point_lots').values({ users_id: userId, source: 'adjustment', invoice_id: null, points, remaining, earned_at: now, expires_at: addMonths(now, 12), created_at: now, closed_at: null }).execute();
    await lot(100, 100);
    await lot(100, 0);
    await rejects(() => lot(100, 101));
    await rejects(() => lot(100, -1));
    await rejects(() => lot(0, 0));
  });

  it('an invoice lot names its invoice, once', async () => {
    const inv = await invoice(t.db, 'F-LOT');
    const lot = (invoiceId: number | null, source: 'invoice' | 'adjustment') =>
      t.db.insertInto('point_lots').values({ users_id: userId, source, invoice_id: invoiceId, points: 10, remaining: 10, earned_at: now, expires_at: now, created_at: now, closed_at: null }).execute();
    await rejects(() => lot(null, 'invoice'));
    await lot(inv.id, 'invoice');
    await rejects(() => lot(inv.id, 'invoice'));
  });

  it('ledger amounts are never 0, kinds and ref types are known', async () => {
    const entry = (values: Partial<{ amount: number; balance_after: number; kind: string; ref_type: string }>) =>
      t.db
        .insertInto('points_ledger')
        .values({ users_id: userId, kind: 'adjustment', amount: 5, balance_after: 5, actor_id: null, reason: 'prueba', ref_type: 'user', ref_id: userId, lot_id: null, created_at: now, ...values } as never)
        .execute();
    await entry({});
    await rejects(() => entry({ amount: 0 }));
    // a rejected invoice may leave a debt: a negative balance_after is allowed
    await entry({ balance_after: -1 });
    await rejects(() => entry({ kind: 'gift' }));
    await rejects(() => entry({ ref_type: 'product' }));
  });

  it('the ledger is append-only: the database refuses to update or delete a row', async () => {
    const row = await t.db
      .insertInto('points_ledger')
      .values({ users_id: userId, kind: 'adjustment', amount: 5, balance_after: 5, actor_id: null, reason: 'prueba', ref_type: 'user', ref_id: userId, lot_id: null, created_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    // the error's message, not `rejects.toThrow`: better-sqlite3's errors fail jest's instanceof Error
    // check in later test files (see `rejects` above, which reads the code for the same reason)
    const refusal = (run: () => Promise<unknown>) => run().then(() => 'no error', (err: { message?: string }) => String(err?.message));
    expect(await refusal(() => t.db.updateTable('points_ledger').set({ amount: 50 }).where('id', '=', row.id).execute())).toMatch(/append-only/);
    expect(await refusal(() => t.db.deleteFrom('points_ledger').where('id', '=', row.id).execute())).toMatch(/append-only/);
    const kept = await t.db.selectFrom('points_ledger').select('amount').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(kept.amount).toBe(5);
  });

  it('invoice numbers are unique per branch, quantities 1..24, states known', async () => {
    const city = (await t.db.insertInto('cities').values({ name: 'Tunja' }).returning('id').executeTakeFirstOrThrow()).id;
    const branch = (await t.db.insertInto('subsidiaries').values({ name: 'Sucursal Tunja', cities_id: city, profiles_id: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const inv = await invoice(t.db, 'F-100', branch);
    await rejects(() => invoice(t.db, 'F-100', branch));
    await rejects(() => t.db.updateTable('invoices').set({ state: 'Perdida' as never }).where('id', '=', inv.id).execute());
    const brand = (await t.db.insertInto('brands').values({ name: 'Nexen' }).returning('id').executeTakeFirstOrThrow()).id;
    const design = (await t.db.insertInto('designs').values({ name: 'SU1', brand_id: brand }).returning('id').executeTakeFirstOrThrow()).id;
    const tire = (await t.db.insertInto('tires').values({ name: '205/55R16', tire_code: 'NX-1', description: 'Pasajero', design_id: design }).returning('id').executeTakeFirstOrThrow()).id;
    const line = (amount: number) => t.db.insertInto('invoice_references').values({ invoice_id: inv.id, tire_id: tire, amount, points: 10 }).execute();
    await line(1);
    await line(24);
    await rejects(() => line(0));
    await rejects(() => line(25));
  });

  it('users may hold a negative balance (the debt of a rejected invoice)', async () => {
    await t.db.updateTable('users').set({ points: -1 }).where('id', '=', userId).execute();
    const row = await t.db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.points).toBe(-1);
  });
});

describe('inTransaction', () => {
  it('rolls everything back when the function throws', async () => {
    await expect(
      inTransaction(t.db, async (trx) => {
        await trx.insertInto('cities').values({ name: 'Ciudad Fantasma' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await t.db.selectFrom('cities').select('id').where('name', '=', 'Ciudad Fantasma').executeTakeFirst()).toBeUndefined();
  });

  it('joins an open transaction instead of nesting', async () => {
    await inTransaction(t.db, async (trx) => {
      const inner = await inTransaction(trx, async (same) => {
        expect(same).toBe(trx);
        return 42;
      });
      expect(inner).toBe(42);
    });
  });

  it('serialises read-then-write: concurrent spends never spend the same points', async () => {
    await t.db.updateTable('users').set({ points: 1000 }).where('id', '=', otherUserId).execute();
    const spend = (amount: number) =>
      inTransaction(t.db, async (trx) => {
        const user = await forUpdate(trx.selectFrom('users').select('points').where('id', '=', otherUserId), trx).executeTakeFirstOrThrow();
        if (user.points < amount) return false;
        // give the other transactions every chance to interleave
        await new Promise((r) => setTimeout(r, 5));
        await trx.updateTable('users').set({ points: user.points - amount }).where('id', '=', otherUserId).execute();
        return true;
      });
    const results = await Promise.all(Array.from({ length: 8 }, () => spend(300)));
    expect(results.filter(Boolean)).toHaveLength(3);
    const after = await t.db.selectFrom('users').select('points').where('id', '=', otherUserId).executeTakeFirstOrThrow();
    expect(after.points).toBe(100);
  });
});
