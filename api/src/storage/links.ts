// Private uploads: invoice photos carry customers' and sellers'
// data, profile photos are personal, a prize's delivery photo shows the participant and where they are. They are served only through a short-lived signed link, which
// the api puts in the answers of the calls that already decide who may see the record (an invoice
// read answers only its owner and staff). Product and slide images stay public and cacheable.
//
// A link is `/uploads/<folder>/<name>?expires=<unix s>&signature=<hmac>`: HMAC-SHA256 over the
// path and the expiry with a key kept in the database (app_secrets), so every api process signs and
// checks alike and nothing secret sits in the repository or the environment.
// The signature covers the photo, not one spelling of its file name: the stored path
// without its extension, so the same link's query also opens the photo's WebP variants
// (`<uuid>.avatar-96.webp`, contract images.ts) and nothing else.
import crypto from 'node:crypto';
import path from 'node:path';
import { variantsOfFolder } from '@portal/contract';
import type { DB } from '../db/schema';
import { UPLOADS_PREFIX } from './index';

/** the storage folders whose files need a signed link */
export const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(['invoices', 'users', 'deliveries']);

/**
 * A link lives between one and two hours: expiries are rounded up to the next full hour, so the
 * same photo keeps the same URL for an hour and the browser's cache serves it again.
 */
const LINK_STEP_S = 3600;

/** what a mapper calls to turn a stored path into the URL to answer (FileLinks.url) */
export type ImageUrl = (storedPath: string | null) => string | null;

export type LinkCheck = 'public' | 'valid' | 'refused';

export interface FileLinks {
  /** the URL to answer for a stored path: signed for a private folder, the path itself otherwise */
  url(storedPath: string | null, now?: Date): string | null;
  /** whether a request for `pathname` (under /uploads/) with this query may be served */
  check(pathname: string, query: { expires?: unknown; signature?: unknown }, now?: Date): LinkCheck;
  /** seconds a valid link has left (for Cache-Control), 0 when none */
  secondsLeft(query: { expires?: unknown }, now?: Date): number;
}

function folderOf(pathname: string): string | null {
  if (!pathname.startsWith(`${UPLOADS_PREFIX}/`)) return null;
  const rest = pathname.slice(UPLOADS_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  return slash > 0 ? rest.slice(0, slash) : null;
}

/**
 * The path as the file server will resolve it: '//' and '.' / '..' segments folded, so
 * '/uploads//invoices/x.png' or '/uploads/products/../invoices/x.png' count as the invoices folder.
 */
const canonical = (pathname: string) => path.posix.normalize(pathname);

export const isPrivatePath = (pathname: string) => {
  const folder = folderOf(canonical(pathname));
  return folder !== null && PRIVATE_FOLDERS.has(folder);
};

/**
 * What a signature covers: `/uploads/<folder>/<uuid>` for an original (`<uuid>.<ext>`) and for a
 * variant its folder has (`<uuid>.<suffix>.webp`); anything else signs as itself.
 */
export function signedSubject(pathname: string): string {
  const folder = folderOf(pathname) ?? '';
  for (const v of variantsOfFolder(folder)) {
    const end = `.${v.suffix}.webp`;
    if (pathname.endsWith(end)) return pathname.slice(0, -end.length);
  }
  return pathname.replace(/\.(png|jpg|jpeg|webp|gif)$/, '');
}

export function createFileLinks(key: Buffer): FileLinks {
  const sign = (pathname: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${signedSubject(pathname)}\n${expires}`).digest('base64url');

  return {
    url(storedPath, now = new Date()) {
      if (!storedPath || !isPrivatePath(storedPath)) return storedPath;
      const expires = (Math.floor(now.getTime() / 1000 / LINK_STEP_S) + 2) * LINK_STEP_S;
      return `${storedPath}?expires=${expires}&signature=${sign(storedPath, expires)}`;
    },
    check(pathname, query, now = new Date()) {
      if (!isPrivatePath(pathname)) return 'public';
      // a link is signed for the stored path itself; any other spelling of it is refused
      if (canonical(pathname) !== pathname) return 'refused';
      const expires = Number(query.expires);
      const signature = typeof query.signature === 'string' ? query.signature : '';
      if (!Number.isInteger(expires) || expires * 1000 <= now.getTime() || signature.length === 0) return 'refused';
      const expected = Buffer.from(sign(pathname, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? 'valid' : 'refused';
    },
    secondsLeft(query, now = new Date()) {
      const expires = Number(query.expires);
      return Number.isFinite(expires) ? Math.max(0, Math.floor(expires - now.getTime() / 1000)) : 0;
    },
  };
}

const KEY_NAME = 'file-links';

/** The signing key, made on first use: concurrent first starts agree on the one that was stored. */
export async function fileLinkKey(db: DB): Promise<Buffer> {
  await db
    .insertInto('app_secrets')
    .values({ name: KEY_NAME, value: crypto.randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
