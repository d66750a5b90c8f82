// Migration 20260109T000000-catalogue-versions goes down and up again on SQLite and
// PostgreSQL: brands, designs and product categories that existed before it start at version 1.
import type { Kysely } from 'kysely';
import { down, up } from '../../db/migrations/20260109T000000-catalogue-versions';
import { createTestDb, type TestDb } from '../../test/helper';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

it('down drops the version of brands, designs and product_categories; up adds it back, 1 for every existing row', async () => {
  const raw = t.db as unknown as Kysely<any>;
  await down(raw);
  const brandId = (await raw.insertInto('brands').values({ name: 'Marca previa' }).returning('id').executeTakeFirstOrThrow()).id;
  await raw.insertInto('designs').values({ name: 'Diseño previo', brand_id: brandId }).execute();
  await raw.insertInto('product_categories').values({ name: 'Categoría previa' }).execute();
  for (const table of ['brands', 'designs', 'product_categories']) {
    expect(Object.keys(await raw.selectFrom(table).selectAll().executeTakeFirstOrThrow())).not.toContain('version');
  }

  await up(raw);
  expect(await raw.selectFrom('brands').select(['name', 'version']).execute()).toEqual([{ name: 'Marca previa', version: 1 }]);
  expect(await raw.selectFrom('designs').select(['name', 'version']).execute()).toEqual([{ name: 'Diseño previo', version: 1 }]);
  expect(await raw.selectFrom('product_categories').select(['name', 'version']).execute()).toEqual([{ name: 'Categoría previa', version: 1 }]);
  const added = await raw.insertInto('brands').values({ name: 'Después' }).returning('version').executeTakeFirstOrThrow();
  expect(added.version).toBe(1);
});
