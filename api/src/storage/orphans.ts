// A photo of a request that died mid-way is not left behind. Every upload route stores its
// file before its transaction and removes it again when the request fails (the catch around each
// write), but a process killed between the two, or a removal that failed, leaves a file no row
// refers to. This sweep removes such files: in the upload folders (products, slides, users, deliveries,
// invoices), an original `<uuid>.<ext>` that no row refers to (storage/remove.ts isReferenced), and
// a WebP variant whose original is gone, once older than `graceMs` (a request in flight, which
// stored its file a moment ago and has not committed yet, is never touched). Files only, never rows.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../db/schema';
import { UPLOADS_PREFIX, type Storage } from './index';
import { REFERRERS_OF, isReferenced } from './remove';

/** one hour: far longer than any request (REQUEST_TIMEOUT_MS, 60 s) and its retried transaction */
export const ORPHAN_GRACE_MS = 60 * 60_000;

const ORIGINAL = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|gif)$/;
const VARIANT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9_-]+\.webp$/;

/** Removes the stored files no row refers to; answers their public paths. */
export async function sweepOrphanUploads(
  db: DB,
  storage: Storage,
  options: { now?: Date; graceMs?: number; warn?: (err: unknown, message: string) => void } = {},
): Promise<string[]> {
  const before = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const removed: string[] = [];
  for (const folder of Object.keys(REFERRERS_OF)) {
    const dir = path.join(storage.root, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const originals = new Set(names.map((n) => ORIGINAL.exec(n)?.[1]).filter((stem): stem is string => !!stem));
    for (const name of names) {
      const original = ORIGINAL.exec(name);
      const variant = original ? null : VARIANT.exec(name);
      if (!original && !variant) continue;
      try {
        // gone already: a variant removed with its original a moment ago
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (!stat || !stat.isFile() || stat.mtimeMs >= before) continue;
        const publicPath = `${UPLOADS_PREFIX}/${folder}/${name}`;
        if (original) {
          if (await isReferenced(db, publicPath)) continue;
          await storage.remove(publicPath); // with its variants
          originals.delete(original[1]);
        } else {
          if (originals.has(variant![1])) continue;
          await fs.rm(path.join(dir, name), { force: true });
        }
        removed.push(publicPath);
      } catch (err) {
        options.warn?.(err, `could not sweep the upload ${folder}/${name}`);
      }
    }
  }
  return removed;
}

/** Runs the sweep every `intervalMs` (first after `firstRunMs`); answers the stop function. */
export function startOrphanSweep(
  db: DB,
  storage: Storage,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  timing: { intervalMs: number; firstRunMs: number } = { intervalMs: ORPHAN_GRACE_MS, firstRunMs: 60_000 },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepOrphanUploads(db, storage, { warn: (err, message) => log.warn({ err }, message) })
      .then((removed) => { if (removed.length) log.info({ removed }, `removed ${removed.length} upload(s) no row refers to`); })
      .catch((err: unknown) => log.warn({ err }, 'the sweep of orphan uploads failed'));
  };
  const first = setTimeout(run, timing.firstRunMs);
  const every = setInterval(run, timing.intervalMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
