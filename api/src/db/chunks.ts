// Long id lists go to the database in chunks: well under SQLite's (32,766) and PostgreSQL's
// (65,535) limits on bound parameters, whatever else the statement binds.
export const IDS_PER_STATEMENT = 500;

/** `items` cut into arrays of at most `size` */
export function chunked<T>(items: readonly T[], size: number = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `fn` once per chunk of `ids`, one after the other, and joins what each answered. */
export async function inChunks<I, T>(ids: readonly I[], fn: (chunk: I[]) => Promise<T[]>, size: number = IDS_PER_STATEMENT): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of chunked(ids, size)) out.push(...(await fn(chunk)));
  return out;
}
