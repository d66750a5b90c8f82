// A busy SQLite database (SQLITE_BUSY) and PostgreSQL's
// serialization failures and deadlocks are retried briefly by inTransaction, then answered 503
// with a Spanish detail and Retry-After, never a bare 500.
import SqliteDatabase from 'better-sqlite3';
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../test/helper';
import { inTransaction } from './transaction';

const onPostgres = process.env.PORTAL_TEST_DB === 'postgres';
const BUSY = { message: 'error', detail: 'El sistema está ocupado en este momento. Intente de nuevo en unos segundos.', statusCode: 503 };
const driverError = (code: string) => Object.assign(new Error(`driver says ${code}`), { code });

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, {
    // a short lock wait, so a held lock turns into SQLITE_BUSY in 50 ms instead of 5 s
    sqliteBusyTimeoutMs: 50,
    extraRoutes: (app) => {
      app.get('/api/test/busy/:code', { config: { access: 'public' } }, async (request) => {
        throw driverError((request.params as { code: string }).code);
      });
    },
  });
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(async () => t.close());

describe('inTransaction retries', () => {
  it('runs the transaction again after a busy, serialization or deadlock failure', async () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', '40001', '40P01']) {
      let runs = 0;
      const result = await inTransaction(t.db, async () => {
        runs += 1;
        if (runs < 3) throw driverError(code);
        return 'hecho';
      });
      expect({ code, result, runs }).toEqual({ code, result: 'hecho', runs: 3 });
    }
  });

  it('gives up after the last attempt with the database error, and never retries other errors', async () => {
    let runs = 0;
    await expect(inTransaction(t.db, async () => {
      runs += 1;
      throw driverError('40P01');
    })).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);

    runs = 0;
    await expect(inTransaction(t.db, async () => {
      runs += 1;
      throw driverError('23505');
    })).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });

  it('a transaction joined from inside another is retried only as a whole, by the outermost call', async () => {
    let inner = 0;
    let outer = 0;
    const result = await inTransaction(t.db, async (trx) => {
      outer += 1;
      return inTransaction(trx, async () => {
        inner += 1;
        if (outer === 1) throw driverError('40001');
        return outer;
      });
    });
    expect({ result, outer, inner }).toEqual({ result: 2, outer: 2, inner: 2 });
  });

  (onPostgres ? it : it.skip)('PostgreSQL: a real serialization failure (concurrent update under repeatable read) succeeds on the retry', async () => {
    const city = await t.db.insertInto('cities').values({ name: 'Ciudad Serializada' }).returning('id').executeTakeFirstOrThrow();
    let runs = 0;
    await inTransaction(t.db, async (trx) => {
      runs += 1;
      await trx.selectFrom('cities').select('name').where('id', '=', city.id).executeTakeFirstOrThrow();
      // another connection changes the row after this transaction's snapshot was taken
      if (runs === 1) await t.db.updateTable('cities').set({ name: 'Cambiada Por Otro' }).where('id', '=', city.id).execute();
      await trx.updateTable('cities').set({ name: 'Escrita Al Reintentar' }).where('id', '=', city.id).execute();
    }, { isolation: 'repeatable read' });
    expect(runs).toBe(2);
    expect((await t.db.selectFrom('cities').select('name').where('id', '=', city.id).executeTakeFirstOrThrow()).name).toBe('Escrita Al Reintentar');
  });

  (onPostgres ? it.skip : it)('SQLite: a write lock released while the transaction waits to retry lets the retry through', async () => {
    const holder = new SqliteDatabase(t.config.SQLITE_FILE);
    try {
      holder.exec('BEGIN IMMEDIATE');
      // timers run only once the first attempt has failed (better-sqlite3 waits synchronously)
      setTimeout(() => holder.exec('ROLLBACK'), 0);
      const city = await inTransaction(t.db, (trx) => trx.insertInto('cities').values({ name: 'Ciudad Tras Espera' }).returning('id').executeTakeFirstOrThrow());
      expect(city.id).toEqual(expect.any(Number));

      // the same with a single attempt fails: the success above came from a retry
      holder.exec('BEGIN IMMEDIATE');
      const released = new Promise<void>((resolve) => setTimeout(() => {
        holder.exec('ROLLBACK');
        resolve();
      }, 0));
      await expect(inTransaction(t.db, (trx) => trx.insertInto('cities').values({ name: 'Ciudad Sin Reintento' }).execute(), { attempts: 1 }))
        .rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      await released;
    } finally {
      if (holder.inTransaction) holder.exec('ROLLBACK');
      holder.close();
    }
  });
});

describe('a busy database answers 503', () => {
  it.each(['SQLITE_BUSY', '40001', '40P01'])('%s that reaches the error handler is a 503 with a Spanish detail and Retry-After', async (code) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test/busy/${code}` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(BUSY);
    expect(res.headers['retry-after']).toBe('2');
  });

  (onPostgres ? it.skip : it)('SQLite: a write while another connection holds the lock is 503, and succeeds once it is released', async () => {
    const holder = new SqliteDatabase(t.config.SQLITE_FILE);
    const createCity = (name: string) => t.app.inject({ method: 'POST', url: API.cities, headers: admin.auth, payload: { name } });
    try {
      holder.exec('BEGIN IMMEDIATE');
      const busy = await createCity('Villavicencio');
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual(BUSY);
      expect(busy.headers['retry-after']).toBe('2');
      // a plain write outside a transaction (logout revokes the token) answers the same
      const logout = await t.app.inject({ method: 'POST', url: API.logout, headers: admin.auth });
      expect(logout.statusCode).toBe(503);
      expect(logout.json()).toEqual(BUSY);

      holder.exec('ROLLBACK');
      const created = await createCity('Villavicencio');
      expect(created.statusCode).toBe(200);
      expect(created.json().message).toBe('success');
      expect((await t.db.selectFrom('cities').select('id').where('name', '=', 'Villavicencio').execute()).length).toBe(1);
    } finally {
      if (holder.inTransaction) holder.exec('ROLLBACK');
      holder.close();
    }
  });
});
