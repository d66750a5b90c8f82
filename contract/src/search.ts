// SPEC 5 product search, without zod (issue 12: the catalogue uses it alone, and need not load zod for it).
/** SPEC 5: the search filters only once more than 3 characters are typed */
export const SEARCH_THRESHOLD = 3;
export function matchesSearch(name: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q.length <= SEARCH_THRESHOLD) return true;
  return name.toLowerCase().includes(q);
}
