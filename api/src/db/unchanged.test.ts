// Answers kept only while the database is exactly as it was (db/unchanged.ts): any
// change through this connection or any other drops them; inside a transaction and on PostgreSQL
// nothing is kept at all. On both databases.
import { sql } from 'kysely';
import type { DB } from './schema';
import { KeptWhileUnchanged } from './unchanged';
import { createTestDb, secondConnection, type TestDb } from '../test/helper';

let t: TestDb;
/** what another api process writes through */
let other: DB;

beforeAll(async () => {
  t = await createTestDb();
  other = await secondConnection(t);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

/** keeps `value` under 'k' in the state of now; the state it was kept in */
function keepNow(kept: KeptWhileUnchanged<string>, value = 'guardado') {
  const state = kept.stateOf(t.db);
  kept.keep(state, 'k', value);
  return state;
}

// the jest project decides the database before any test runs (test/use-sqlite.js, use-postgres.js)
const onPostgres = process.env.PORTAL_TEST_DB === 'postgres';
const sqliteOnly = () => (onPostgres ? it.skip : it);
const postgresOnly = () => (onPostgres ? it : it.skip);

describe('on SQLite', () => {
  sqliteOnly()('gives back what was kept while nothing changed, reads included', async () => {
    const kept = new KeptWhileUnchanged<string>(10);
    keepNow(kept);
    await t.db.selectFrom('users').select('id').execute();
    await other.selectFrom('users').select('id').execute();
    const state = kept.stateOf(t.db);
    expect(kept.get(state, 'k')).toBe('guardado');
    expect(kept.get(state, 'otra')).toBeUndefined();
  });

  sqliteOnly()('drops it at a write through this connection, an insert ... returning too', async () => {
    const kept = new KeptWhileUnchanged<string>(10);
    keepNow(kept);
    await t.db.insertInto('cities').values({ name: `Tunja ${Date.now()}` }).execute();
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();
    expect(kept.size).toBe(0);

    keepNow(kept);
    await t.db.insertInto('cities').values({ name: `Pasto ${Date.now()}` }).returning('id').execute();
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();
  });

  sqliteOnly()('drops it at a commit of another connection (what another process does)', async () => {
    const kept = new KeptWhileUnchanged<string>(10);
    keepNow(kept);
    await other.insertInto('cities').values({ name: `Neiva ${Date.now()}` }).execute();
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();
  });

  sqliteOnly()('does not keep what was read after a change made since its state was taken', async () => {
    const kept = new KeptWhileUnchanged<string>(10);
    const before = kept.stateOf(t.db);
    await other.insertInto('cities').values({ name: `Yopal ${Date.now()}` }).execute();
    // another caller sees the change first: the value read before it is not kept
    kept.stateOf(t.db);
    kept.keep(before, 'k', 'viejo');
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();

    // nobody saw the change yet: it is kept, and the next state drops it
    const stale = kept.stateOf(t.db);
    await other.insertInto('cities').values({ name: `Mocoa ${Date.now()}` }).execute();
    kept.keep(stale, 'k', 'viejo');
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();
  });

  sqliteOnly()('keeps and gives nothing inside a transaction, and nothing kept survives one that wrote', async () => {
    const kept = new KeptWhileUnchanged<string>(10);
    keepNow(kept);
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      // the transaction holds this connection: the state is unknown until it ends
      const inside = kept.stateOf(t.db);
      expect(inside).toBeNull();
      kept.keep(inside, 'k', 'dentro');
      expect(kept.get(inside, 'k')).toBeUndefined();
      await trx.insertInto('cities').values({ name: `Leticia ${Date.now()}` }).execute();
    });
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();
  });

  sqliteOnly()('holds at most `max` values, the oldest going first', () => {
    const kept = new KeptWhileUnchanged<number>(2);
    const state = kept.stateOf(t.db);
    kept.keep(state, 'a', 1);
    kept.keep(state, 'b', 2);
    kept.keep(state, 'c', 3);
    expect([kept.get(state, 'a'), kept.get(state, 'b'), kept.get(state, 'c')]).toEqual([undefined, 2, 3]);
  });
});

describe('on PostgreSQL', () => {
  postgresOnly()('keeps nothing: every caller reads', async () => {
    const kept = new KeptWhileUnchanged<string>(10);
    const state = keepNow(kept);
    expect(state).toBeNull();
    await sql`select 1`.execute(t.db);
    expect(kept.get(kept.stateOf(t.db), 'k')).toBeUndefined();
    expect(kept.size).toBe(0);
  });
});
