// How the portal's screens order text (names in a select, a table's column): by the contract's
// searchKey, the key the api sorts its lists by on both databases (contract search.ts): capitals and
// accents aside ('árbol' with 'Arbol'), 'ñ' a letter of its own after 'n' ('Ñandú' after 'Nube'). So
// a list reads in the same order whether the api or the screen sorted it, and no ICU collator is
// loaded: `a.localeCompare(b, 'es', options)` makes one at every comparison (sorted that way, the
// branches of the registration wizard and the sale form's selects take a long task of their own on
// a phone's CPU; one collator made once still costs some 20 ms to load ICU's data).
import { searchKey } from '@portal/contract';

const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The order of two texts as the portal's lists show them (a negative number: `a` first). */
export function compareText(a: string, b: string): number {
  return order(searchKey(a), searchKey(b));
}

/** `items` by name, as compareText orders them (a new array; each name's key worked out once). */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: searchKey(item.name) }))
    .sort((a, b) => order(a.key, b.key))
    .map(({ item }) => item);
}
