// The catalogue's version (docs/performance.md): one counter row that
// the database itself raises on every write of products or product categories, from any process,
// script or console. Each api process keeps the serialized catalogue keyed by this number
// (modules/products/catalogue-cache.ts) and reads the row on every request, so a write through any
// process is seen by every other one at its next read. The bump is part of the writing transaction:
// a reader never sees the new number before the new rows.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const TABLES = ['products', 'product_categories'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('cache_versions').values({ name: 'catalogue', version: 1 }).execute();

  if (isPostgres(db)) {
    await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update cache_versions set version = version + 1 where name = 'catalogue'; return null; end; $$`.execute(db);
    for (const table of TABLES) {
      // per statement: one bump however many rows a statement writes; truncate counts too
      await sql`create trigger ${sql.raw(`${table}_catalogue_version`)} after insert or update or delete or truncate on ${sql.raw(table)}
        for each statement execute function bump_catalogue_version()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_catalogue_version_${op}`)} after ${sql.raw(op)} on ${sql.raw(table)}
        begin update cache_versions set version = version + 1 where name = 'catalogue'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version`)} on ${sql.raw(table)}`.execute(db);
    await sql`drop function if exists bump_catalogue_version()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version_${op}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('cache_versions').execute();
}
