// Data versions (docs/performance.md): counters in the table
// cache_versions that database triggers raise in the same transaction as any write of the data
// they stand for (migration 20260116T000000: 'catalogue' = products and product categories). A
// process may keep an answer made from that data for as long as the number has not changed; since
// every request reads the number again (or takes it from a session kept while the database is
// unchanged, db/unchanged.ts), a write through any process is seen at the next read.
//
// Every SQLite statement pays for its read transaction (file locks), and every PostgreSQL one for
// a round trip; so the token check reads the versions in its own statement (selectDataVersions,
// modules/auth/tokens.ts) and a signed-in request costs no statement more for them.
import { sql, type AliasedRawBuilder, type Kysely } from 'kysely';

export const DATA_VERSION_NAMES = ['catalogue'] as const;
export type DataVersionName = (typeof DATA_VERSION_NAMES)[number];
export type DataVersions = Record<DataVersionName, number>;

/** the column a version is selected as */
const column = (name: DataVersionName) => `data_version_${name}`;

/** each version as a scalar subquery, to add to another query's select list */
export function selectDataVersions(): AliasedRawBuilder<number, string>[] {
  // names come from the list above, never from a request
  return DATA_VERSION_NAMES.map((name) => sql<number>`(select version from cache_versions where name = ${sql.lit(name)})`.as(column(name)));
}

/** the versions out of a row that selected them with selectDataVersions() */
export function dataVersionsOf(row: Record<string, unknown>): DataVersions {
  const versions = {} as DataVersions;
  for (const name of DATA_VERSION_NAMES) {
    const value = row[column(name)];
    if (value === null || value === undefined) throw new Error(`cache_versions has no '${name}' row (migration 20260116T000000)`);
    versions[name] = Number(value);
  }
  return versions;
}

const READ_ALL = new WeakMap<Kysely<any>, ReturnType<typeof readQuery>>();
const readQuery = (db: Kysely<any>) => db.selectNoFrom(selectDataVersions()).compile();

/** the versions on their own (a call without a session): one statement */
export async function readDataVersions(db: Kysely<any>): Promise<DataVersions> {
  let compiled = READ_ALL.get(db);
  if (!compiled) {
    compiled = readQuery(db);
    READ_ALL.set(db, compiled);
  }
  const row = (await db.executeQuery<Record<string, unknown>>(compiled)).rows[0];
  return dataVersionsOf(row ?? {});
}
