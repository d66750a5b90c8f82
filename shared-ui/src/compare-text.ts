// How the portal's screens order text (names in a select, a table's column): the Spanish way,
// capitals and accents aside ('Ñandú' after 'Nube', 'árbol' with 'Arbol'), numbers inside a text by
// their value ('Sucursal 2' before 'Sucursal 10'). One collator, made at the first comparison: a
// collator loads ICU's data, and `a.localeCompare(b, 'es', options)` made a new one at every
// comparison (issue 24: the branches of the registration wizard and the sale form's selects, sorted
// that way, took a long task of their own on a phone's CPU).
let collator: Intl.Collator | undefined;

/** The order of two texts as the portal's screens show them (a negative number: `a` first). */
export function compareText(a: string, b: string): number {
  return (collator ??= new Intl.Collator('es', { numeric: true, sensitivity: 'base' })).compare(a, b);
}

/** `items` by name, as compareText orders them (a new array). */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareText(a.name, b.name));
}
