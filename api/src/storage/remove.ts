// A replaced image's old file is removed once nothing refers to it. A call that drops
// a row's image (a product's new picture, a deleted slide or product) calls this after its
// transaction committed: the file goes only when no row refers to the same stored path any more,
// so two rows sharing one file (a copied row, demo data) never lose it to the other's change.
// Never inside a transaction (docs/adr/0002-sqlite-by-default-and-postgresql.md: a transaction may run again; files are outside it).
import type { DB } from '../db/schema';
import type { Storage } from './index';

/** every column that holds a stored path (/uploads/<folder>/<name>) */
const REFERRERS = [
  { table: 'products', column: 'image' },
  { table: 'slides', column: 'path' },
  { table: 'users', column: 'image' },
  { table: 'invoices', column: 'image' },
  { table: 'apply_for', column: 'proof_image' },
] as const;

/**
 * The columns that can hold a file of each folder: uploads are stored in the folder of their kind,
 * so a catalogue picture is never in users.image or invoices.image (not indexed: a scan of every
 * invoice for each replaced picture would be waste). A folder not listed is looked for everywhere.
 */
export const REFERRERS_OF: Record<string, readonly (typeof REFERRERS)[number][]> = {
  products: REFERRERS.slice(0, 2),
  slides: REFERRERS.slice(0, 2),
  users: [REFERRERS[2]],
  invoices: [REFERRERS[3]],
  deliveries: [REFERRERS[4]],
};

const folderOf = (storedPath: string) => /^\/uploads\/([^/]+)\//.exec(storedPath)?.[1] ?? '';

/** true when some row still refers to `storedPath` */
export async function isReferenced(db: DB, storedPath: string): Promise<boolean> {
  for (const { table, column } of REFERRERS_OF[folderOf(storedPath)] ?? REFERRERS) {
    const row = await db.selectFrom(table).select('id').where(column, '=', storedPath).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Removes the stored file behind `storedPath` unless a row still refers to it. A failure to remove
 * is told to `warn` (the write that dropped the image already succeeded) and never thrown.
 * Answers whether the file was removed.
 */
export async function removeUnreferenced(
  db: DB,
  storage: Storage,
  storedPath: string | null | undefined,
  warn?: (err: unknown, message: string) => void,
): Promise<boolean> {
  if (!storedPath) return false;
  try {
    if (await isReferenced(db, storedPath)) return false;
    await storage.remove(storedPath);
    return true;
  } catch (err) {
    warn?.(err, `could not remove the unreferenced image ${storedPath}`);
    return false;
  }
}
