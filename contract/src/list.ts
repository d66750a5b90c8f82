// ARCHITECTURE "Lists and data": one list contract for every list call. Optional `page`,
// `pageSize`, `sort` and `q` in; `{ rows, total }` out. A call with none of them answers exactly as
// SPEC 7 describes (the plain array), so the SPEC's whole-list clients keep working.
import { z } from 'zod';

/** rows of a page when `page` is sent without `pageSize` (SPEC 9: tables show 10 per page) */
export const LIST_DEFAULT_PAGE_SIZE = 10;
export const LIST_MAX_PAGE_SIZE = 100;
/** far past any real list, and small enough that (page - 1) * pageSize stays an exact integer */
export const LIST_MAX_PAGE = 1_000_000;
export const LIST_MAX_SEARCH = 100;

export const LIST_MSG = {
  page: `Debe ser un número entero entre 1 y ${LIST_MAX_PAGE}`,
  pageSize: `Debe ser un número entero entre 1 y ${LIST_MAX_PAGE_SIZE}`,
  sort: (columns: readonly string[]) =>
    `No se puede ordenar por esa columna; use una de: ${columns.join(', ')} (con '-' delante para orden descendente)`,
  search: `Debe ser un texto de máximo ${LIST_MAX_SEARCH} caracteres`,
} as const;

/**
 * The query of one list call. `sortable` names the columns it sorts by (`sort=name` ascending,
 * `sort=-name` descending); anything else is a 400 naming the ones allowed. A parameter sent twice
 * (`?page=1&page=2`) is a 400 as well, with the same Spanish text.
 */
export function listQuery<C extends string>(sortable: readonly [C, ...C[]]) {
  const allowed: string[] = [...sortable, ...sortable.map((c) => `-${c}`)];
  const sortText = LIST_MSG.sort(sortable);
  return z.object({
    page: z.coerce.number({ error: LIST_MSG.page }).int(LIST_MSG.page).min(1, LIST_MSG.page).max(LIST_MAX_PAGE, LIST_MSG.page).optional(),
    pageSize: z.coerce.number({ error: LIST_MSG.pageSize }).int(LIST_MSG.pageSize).min(1, LIST_MSG.pageSize).max(LIST_MAX_PAGE_SIZE, LIST_MSG.pageSize).optional(),
    sort: z.string({ error: sortText }).refine((s) => allowed.includes(s), sortText).optional(),
    /** contains, ignoring capitals and accents (foldForSearch), on the list's searchable columns; '' filters nothing */
    q: z.string({ error: LIST_MSG.search }).trim().max(LIST_MAX_SEARCH, LIST_MSG.search).optional(),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuery>>;

/** the columns each list sorts by (the first is its default order, the plain answer's) */
export const LIST_SORT = {
  brands: ['name', 'id'],
  designs: ['name', 'id', 'brand'],
  categories: ['name', 'id'],
  cities: ['name', 'id'],
  /** 'Lista de Sucursales' (id, name, city, profile) */
  subsidiaries: ['name', 'id', 'city', 'profile'],
  /** 'Lista de Perfiles'; by id first, the order GET /api/profiles/all has always answered */
  profiles: ['id', 'name'],
  /**
   * 'Lista de Slides' (#, position, order). 'position' is the carousels' order: by position,
   * then each carousel's desktop slides before its phone-sized ones, each set by its order and id
   * (those always ascending). The plain answer is '-position': the top carousel ('Up') first.
   */
  slides: ['position', 'order', 'id'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** what a list call answers when any list parameter was sent */
export interface ListPage<T> { rows: T[]; total: number }

/** `pageSchema(x)`: `{ rows, total }` of x (total = every row matching `q`, not only this page) */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number() });
}

/** the answer of a list call: the SPEC's plain array, or a page when list parameters were sent */
export function listAnswerSchema<T extends z.ZodType>(row: T) {
  return z.union([z.array(row), pageSchema(row)]);
}

/** true when the query carries any list parameter, i.e. the answer is `{ rows, total }` */
export function isListQuery(query: Partial<ListQuery> | undefined): boolean {
  if (!query) return false;
  return query.page !== undefined || query.pageSize !== undefined || query.sort !== undefined || query.q !== undefined;
}
