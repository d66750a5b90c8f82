// docs/performance.md: the plain catalogue answer of GET
// /api/products/all (SPEC 7: the participant catalogue loads it whole), kept serialized with its
// ETag in each api process and keyed by the catalogue version in the database.
//
// Never stale: the version is one row (cache_versions 'catalogue') that database triggers raise in
// the same transaction as any write of products or product categories, from any process or script
// (migration 20260116T000000, db/data-versions.ts). Every request reads it before the data: the
// token check's statement reads it for a signed-in call (request.dataVersions), else one statement
// of its own. A newer number empties this process's answers, and an answer is only ever made from
// rows read after the version it is kept under, so it is at least as new as that version.
import type { Kysely } from 'kysely';
import { readDataVersions } from '../../db/data-versions';
import { etagOf } from '../../http/etag';

/** categories filtered on are keys too: a bound keeps a client from growing the map */
const MAX_ANSWERS = 64;

export interface ReadyAnswer {
  /**
   * the answer as the bytes sent: encoded once, not on every request (a profile put encoding the
   * 7.5 KB text at about 6% of the catalogue read's CPU time)
   */
  body: Buffer;
  etag: string;
}

export interface CatalogueCache {
  /**
   * the answer kept under `key` for the current catalogue version, made by `produce` if missing;
   * `readVersion`: the version this request already read before any data (request.dataVersions)
   */
  answer(db: Kysely<any>, key: string, produce: () => Promise<string>, readVersion?: number): Promise<ReadyAnswer>;
}

export async function catalogueVersion(db: Kysely<any>): Promise<number> {
  return (await readDataVersions(db)).catalogue;
}

export function createCatalogueCache(): CatalogueCache {
  let version = -1;
  // promises, so the requests arriving together after a write make the answer once
  const answers = new Map<string, Promise<ReadyAnswer>>();
  const make = async (produce: () => Promise<string>): Promise<ReadyAnswer> => {
    const body = Buffer.from(await produce());
    return { body, etag: etagOf(body) };
  };

  return {
    async answer(db, key, produce, readVersion) {
      const current = readVersion ?? (await catalogueVersion(db));
      if (current > version) {
        version = current;
        answers.clear();
      }
      // a request that read an older number than another one already did: answered, not kept
      if (current < version) return make(produce);
      let ready = answers.get(key);
      if (!ready) {
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
        ready = make(produce);
        answers.set(key, ready);
        const kept = ready;
        kept.catch(() => {
          if (answers.get(key) === kept) answers.delete(key);
        });
      }
      return ready;
    },
  };
}
