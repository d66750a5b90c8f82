// Answers kept (docs/performance.md) for as long as the database is
// exactly as it was when they were read. On SQLite, knowing that costs one tiny statement
// (connection.ts `databaseState`: SQLite's data_version, which moves at any commit of any other
// connection or process, and the count of this connection's own changing statements), against a
// read through Kysely of whatever the answer needs. Any change anywhere in the database drops
// everything kept: coarse, and so never wrong. On PostgreSQL, and inside a transaction, there is no
// such mark: nothing is kept and every caller reads.
import type { Kysely } from 'kysely';
import { databaseState } from './connection';

export class KeptWhileUnchanged<V> {
  #state: string | null = null;
  readonly #values = new Map<string, V>();

  /** `max`: how many values at most (the oldest kept goes first) */
  constructor(private readonly max: number) {}

  /**
   * The database's state now, to pass to `get` and `keep`; null when nothing may be kept or taken.
   * Whatever was kept in another state is dropped.
   */
  stateOf(db: Kysely<any>): string | null {
    const state = databaseState(db);
    if (state !== this.#state) {
      this.#values.clear();
      this.#state = state;
    }
    return state;
  }

  /** the value kept under `key`, if the database is still in `state` (taken just before) */
  get(state: string | null, key: string): V | undefined {
    return state !== null && state === this.#state ? this.#values.get(key) : undefined;
  }

  /**
   * Keeps `value`, read from the database after `state` was taken. If the database changed in
   * between, a later `stateOf` differs and drops it; if another caller already saw that change,
   * it is not kept at all.
   */
  keep(state: string | null, key: string, value: V): void {
    if (state === null || state !== this.#state) return;
    this.#values.delete(key);
    if (this.#values.size >= this.max) this.#values.delete(this.#values.keys().next().value!);
    this.#values.set(key, value);
  }

  get size(): number {
    return this.#values.size;
  }
}
