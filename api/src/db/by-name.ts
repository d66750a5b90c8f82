// SPEC 2.3 / SPEC 9: branches (and other pick lists) sorted alphabetically by name. Sorted here,
// not in SQL, because SQLite and PostgreSQL collate accents and capitals differently; Spanish
// collation puts 'Álamo' next to 'Alamo' on both.
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export function byName<T extends { name: string; id: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
