// Test helper (tests only): a fake GET of a list on the list contract (contract/src/list.ts),
// answering as the api does, so the list screens are driven as a person would and the test checks
// what was asked and what is shown. Without list parameters: the SPEC's plain array (the dropdowns).
import { includesSearch, LIST_DEFAULT_PAGE_SIZE, searchKey } from '@portal/contract';
import type { FakeReply, FakeRequest } from '@portal/shared-auth/testing';

export interface FakeListOptions<T> {
  /** the api's sort keys (LIST_SORT) -> what each sorts by; default id and name */
  sortBy?: Record<string, (row: T) => string | number>;
  /** the texts `q` looks in; default the name */
  searchIn?(row: T): string[];
}

const compare = (a: string | number, b: string | number) => {
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [searchKey(a), searchKey(b)] : [a, b];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * `rows`: the stored list, read on each call (a test may change it, e.g. after a delete). `q`
 * contains, under the api's one search rule (contract includesSearch); `sort` 'key' or '-key', ties by id; `page`/`pageSize`.
 */
export function fakeList<T extends { id: number; name: string }>(rows: readonly T[] | (() => readonly T[]), options: FakeListOptions<T> = {}) {
  const sortBy = options.sortBy ?? { id: (r: T) => r.id, name: (r: T) => r.name };
  const searchIn = options.searchIn ?? ((r: T) => [r.name]);
  return (req: FakeRequest): FakeReply => {
    const stored = typeof rows === 'function' ? rows() : rows;
    const { q, sort, page, pageSize } = req.query;
    if (q === undefined && sort === undefined && page === undefined && pageSize === undefined) return { body: stored };

    let found = stored.filter((r) => !q?.trim() || searchIn(r).some((text) => includesSearch(text, q ?? '')));
    const key = (sort ?? 'name').replace(/^-/, '');
    const by = sortBy[key];
    if (!by) return { status: 400, body: { message: 'error', detail: 'No se puede ordenar por esa columna', statusCode: 400 } };
    const direction = sort?.startsWith('-') ? -1 : 1;
    found = [...found].sort((a, b) => (compare(by(a), by(b)) || a.id - b.id) * direction);
    const total = found.length;
    if (page !== undefined || pageSize !== undefined) {
      const size = Number(pageSize ?? LIST_DEFAULT_PAGE_SIZE);
      const from = (Number(page ?? 1) - 1) * size;
      found = found.slice(from, from + size);
    }
    return { body: { rows: found, total } };
  };
}
