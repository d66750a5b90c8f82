// How text is compared for sorting and searching, in one place (one search rule for the api, the
// tables and the catalogue). Without zod: the catalogue uses it alone, and need not load zod for it.

/**
 * How a list compares names, for sorting and duplicate checks: capitals and the Spanish accents do
 * not count ('Électrica' sorts between 'Bonos' and 'hogar'), and 'ñ' is a letter of its own, after
 * 'n' and before 'o' ('n~': '~' follows every lower-case letter), so 'Peña' and 'Pena' are two
 * names. The api applies the same replacements in SQL (api/src/http/list.ts) and keeps the result
 * as each text column's `<column>_key`, so both databases sort alike (SQLite's lower() folds only
 * A-Z, PostgreSQL's depends on the server's locale).
 */
export const SEARCH_FOLD: readonly (readonly [string, string])[] = [
  ['Á', 'a'], ['á', 'a'], ['É', 'e'], ['é', 'e'], ['Í', 'i'], ['í', 'i'], ['Ó', 'o'], ['ó', 'o'],
  ['Ú', 'u'], ['ú', 'u'], ['Ü', 'u'], ['ü', 'u'], ['Ñ', 'n~'], ['ñ', 'n~'],
];
const FOLD_MAP = new Map(SEARCH_FOLD);
const FOLD_RE = new RegExp(`[${SEARCH_FOLD.map(([from]) => from).join('')}]`, 'g');

/** `text` as the list sorts and compares it for duplicates (see SEARCH_FOLD) */
export function searchKey(text: string): string {
  return text.normalize('NFC').replace(FOLD_RE, (c) => FOLD_MAP.get(c)!).toLowerCase();
}

/**
 * The one step a search takes beyond searchKey. A search ignores capitals and every
 * accent, the tilde of 'ñ' included, so 'muneco' finds 'Muñeco' (sorting still puts 'ñ' after
 * 'n'). The api applies it to the stored `<column>_key` in SQL as `replace(key, 'n~', 'n')`
 * (api/src/http/list.ts searchedText), so a search is the same text operation in the browser and on
 * both databases: searchKey's replacements and lower(), then this one.
 */
export const SEARCH_N_TILDE = { from: 'n~', to: 'n' } as const;
const N_TILDE_RE = new RegExp(SEARCH_N_TILDE.from, 'g');

/**
 * The one search rule: `text` as a search compares it. Case- and accent-insensitive:
 * 'Nevera Eléctrica' -> 'nevera electrica', 'MUÑECO' -> 'muneco'. Exactly what the api's SQL
 * computes for text of ASCII and the Spanish letters (Á É Í Ó Ú Ü Ñ in either case); letters
 * outside SEARCH_FOLD (ç, à) are compared as written, as the api's stored keys hold them.
 */
export function foldForSearch(text: string): string {
  return searchKey(text).replace(N_TILDE_RE, SEARCH_N_TILDE.to);
}

/**
 * What a typed search looks for: folded, without the spaces around it, and a run of spaces inside
 * taken as one ('  nevera   ELÉCTRICA ' -> 'nevera electrica'). '' looks for nothing: all match.
 */
export function searchQuery(query: string): string {
  return foldForSearch(query.trim().replace(/\s+/g, ' '));
}

/** True when `text` contains the typed `query` under the one search rule ('' matches all). */
export function includesSearch(text: string, query: string): boolean {
  const wanted = searchQuery(query);
  return wanted === '' || foldForSearch(text).includes(wanted);
}

/** SPEC 5: the search filters only once more than 3 characters are typed */
export const SEARCH_THRESHOLD = 3;
