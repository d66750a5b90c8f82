// Migration 20260106T000000-cities-version goes down and up again on SQLite and
// PostgreSQL, and cities that existed before it start at version 1.
import type { Kysely } from 'kysely';
import { down, up } from '../../db/migrations/20260106T000000-cities-version';
import { createTestDb, type TestDb } from '../../test/helper';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

it('down drops cities.version; up adds it back, 1 for every existing city', async () => {
  const raw = t.db as unknown as Kysely<any>;
  await down(raw);
  await raw.insertInto('cities').values({ name: 'Antes de la versión' }).execute();
  expect(Object.keys(await raw.selectFrom('cities').selectAll().executeTakeFirstOrThrow())).not.toContain('version');

  await up(raw);
  expect(await raw.selectFrom('cities').select(['name', 'version']).execute()).toEqual([{ name: 'Antes de la versión', version: 1 }]);
  const added = await raw.insertInto('cities').values({ name: 'Después' }).returning('version').executeTakeFirstOrThrow();
  expect(added.version).toBe(1);
});
