// The one storage module (ARCHITECTURE "The api"): uploaded images are checked by content (magic
// bytes, not the name or the declared type) and size, and stored under random names.
// Files live in STORAGE_DIR/<folder>/ and are served back under /uploads/<folder>/.
// An image of a folder with shown sizes (contract FOLDER_IMAGE_KINDS) also gets its WebP
// variants `<uuid>.<suffix>.webp` beside it (variants.ts); the original stays the fallback.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import FileType from 'file-type';
import { MAX_IMAGE_BYTES, variantsOfFolder } from '@portal/contract';
import { MSG } from '../messages';
import { badRequest, payloadTooLarge } from '../http/errors';
import { checkReadable, ensureVariant, renderVariants, writeAtomically } from './variants';

export const UPLOADS_PREFIX = '/uploads';

/** what each detected type is stored as */
const ALLOWED: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** the folders images go to; one per kind of upload */
export type ImageFolder = 'invoices' | 'products' | 'slides' | 'users' | (string & {});

export interface Storage {
  /** absolute folder the /uploads files come from */
  readonly root: string;
  /** checks and stores an image; returns its public path `/uploads/<folder>/<uuid>.<ext>` */
  saveImage(buffer: Buffer, folder: ImageFolder): Promise<string>;
  /** removes a stored file (and its variants) by its public path; unknown or foreign paths are ignored */
  remove(publicPath: string | null | undefined): Promise<void>;
  /**
   * For a request of a variant (`/uploads/<folder>/<uuid>.<suffix>.webp`, path decoded) that is
   * missing while its original exists (an image stored before variants existed): makes it now.
   * Answers whether the variant exists; any other path answers false and costs nothing.
   */
  ensureVariant(publicPath: string): Promise<boolean>;
  /** sha256 hex of a buffer (invoices keep it to spot the same image twice) */
  sha256(buffer: Buffer): string;
}

const FOLDER = /^[a-z0-9][a-z0-9_-]{0,40}$/;

/** Detected image extension, or null when the bytes are not PNG, JPEG, WEBP or GIF. */
export async function detectImage(buffer: Buffer): Promise<{ ext: string; mime: string } | null> {
  if (!buffer || buffer.length < 12) return null;
  const type = await FileType.fromBuffer(buffer);
  if (!type || !ALLOWED[type.mime]) return null;
  return { ext: ALLOWED[type.mime], mime: type.mime };
}

/** removes a stored original and every variant its folder may have */
async function removeWithVariants(file: string): Promise<void> {
  await fs.rm(file, { force: true });
  const stem = file.replace(/\.[a-z0-9]+$/, '');
  for (const v of variantsOfFolder(path.basename(path.dirname(file)))) await fs.rm(`${stem}.${v.suffix}.webp`, { force: true });
}

export function createStorage(root: string): Storage {
  const absRoot = path.resolve(root);
  return {
    root: absRoot,
    async saveImage(buffer, folder) {
      if (!FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
      if (buffer.length > MAX_IMAGE_BYTES) throw payloadTooLarge(MSG.imageTooLarge);
      const type = await detectImage(buffer);
      if (!type) throw badRequest(MSG.invalidImage);
      // read by sharp before anything is written: damaged bytes are a Spanish 400
      const variants = variantsOfFolder(folder).length > 0 ? await renderVariants(buffer, folder) : (await checkReadable(buffer), []);
      const stem = crypto.randomUUID();
      const name = `${stem}.${type.ext}`;
      const dir = path.join(absRoot, folder);
      await fs.mkdir(dir, { recursive: true });
      // 'wx': never overwrite, even on the (astronomically unlikely) same uuid
      await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
      try {
        for (const v of variants) await writeAtomically(path.join(dir, `${stem}.${v.suffix}.webp`), v.data);
      } catch (err) {
        await removeWithVariants(path.join(dir, name));
        throw err;
      }
      return `${UPLOADS_PREFIX}/${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath || !publicPath.startsWith(`${UPLOADS_PREFIX}/`)) return;
      const file = path.resolve(absRoot, publicPath.slice(UPLOADS_PREFIX.length + 1));
      if (!file.startsWith(absRoot + path.sep)) return;
      await removeWithVariants(file);
    },
    async ensureVariant(publicPath) {
      if (!publicPath.startsWith(`${UPLOADS_PREFIX}/`) || !publicPath.endsWith('.webp')) return false;
      return ensureVariant(absRoot, publicPath.slice(UPLOADS_PREFIX.length + 1));
    },
    sha256: (buffer) => crypto.createHash('sha256').update(buffer).digest('hex'),
  };
}
