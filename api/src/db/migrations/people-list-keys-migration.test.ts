// Migration 20260113T000000-people-list-keys goes down and up again on SQLite and
// PostgreSQL: users and invoices that existed before it get their keys (the name, e-mail and number
// as contract searchKey compares them), every later insert and edit keeps them, and the indexes
// the lists use exist.
import { sql, type Kysely } from 'kysely';
import { searchKey } from '@portal/contract';
import { createTestDb, participantProfile, type TestDb } from '../../test/helper';
import { isPostgres } from '../dialect';
import { down, up } from './20260113T000000-people-list-keys';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

const INDEXES = [
  'users_name_key_idx', 'users_email_key_idx', 'invoices_created_at_id_idx', 'invoices_state_created_at_idx', 'invoices_subsidiary_created_at_idx',
  'invoices_sale_date_created_at_idx', 'invoices_state_sale_date_created_at_idx', 'invoices_number_key_idx',
];

async function indexNames(raw: Kysely<any>): Promise<string[]> {
  const rows = isPostgres(raw)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(raw)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(raw);
  return rows.rows.map((r) => r.name);
}

it('down drops the keys and indexes; up backfills the keys of existing rows, and writes keep them', async () => {
  const raw = t.db as unknown as Kysely<any>;
  await down(raw);
  const before = await indexNames(raw);
  for (const name of INDEXES) expect(before).not.toContain(name);
  const profile = await participantProfile(t.db);
  const userId = (await raw.insertInto('users').values({
    name: 'ÁLVARO Núñez', email: 'Alvaro.NUNEZ@Example.com', phone: '3000000000', identification_number: '123456', password_hash: 'x',
    created_at: '2026-01-01T00:00:00.000Z', image: null, profiles_id: profile, subsidiary_id: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const invoiceId = (await raw.insertInto('invoices').values({
    number: 'ÑA-ÉÜ-7', price: 1000, sale_date: '2025-12-01', created_at: '2025-12-02T00:00:00.000Z', state: 'Creada', image: null, image_sha256: null,
    comment_rejected: null, users_id: userId, subsidiary_id: null, request_key: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  expect(Object.keys(await raw.selectFrom('users').selectAll().executeTakeFirstOrThrow())).not.toContain('name_key');

  await up(raw);
  expect(await indexNames(raw)).toEqual(expect.arrayContaining(INDEXES));
  const user = () => raw.selectFrom('users').select(['name_key', 'email_key']).where('id', '=', userId).executeTakeFirstOrThrow();
  const invoice = () => raw.selectFrom('invoices').select('number_key').where('id', '=', invoiceId).executeTakeFirstOrThrow();
  expect(await user()).toEqual({ name_key: 'alvaro nun~ez', email_key: 'alvaro.nunez@example.com' });
  expect(await invoice()).toEqual({ number_key: searchKey('ÑA-ÉÜ-7') });
  expect((await invoice()).number_key).toBe('n~a-eu-7');

  // an edit of the columns changes the keys; another edit leaves them
  await raw.updateTable('users').set({ name: 'Óscar Peña', email: 'OSCAR@Example.com' }).where('id', '=', userId).execute();
  expect(await user()).toEqual({ name_key: 'oscar pen~a', email_key: 'oscar@example.com' });
  await raw.updateTable('users').set({ phone: '3111111111' }).where('id', '=', userId).execute();
  expect(await user()).toEqual({ name_key: 'oscar pen~a', email_key: 'oscar@example.com' });
  await raw.updateTable('invoices').set({ number: 'FV-ÚNICA' }).where('id', '=', invoiceId).execute();
  expect(await invoice()).toEqual({ number_key: 'fv-unica' });
  // a new row gets them on insert
  const other = await raw.insertInto('users').values({
    name: 'Zoë Ñañez', email: 'ZOE@x.co', phone: '3000000000', identification_number: '654321', password_hash: 'x',
    created_at: '2026-01-01T00:00:00.000Z', image: null, profiles_id: profile, subsidiary_id: null,
  }).returning('id').executeTakeFirstOrThrow();
  expect(await raw.selectFrom('users').select(['name_key', 'email_key']).where('id', '=', other.id).executeTakeFirstOrThrow())
    .toEqual({ name_key: searchKey('Zoë Ñañez'), email_key: 'zoe@x.co' });
});
