// The one storage module (ARCHITECTURE "The api"): uploaded images are checked by content (magic
// bytes, not the name or the declared type) and size, and stored under random names.
// Files live in STORAGE_DIR/<folder>/ and are served back under /uploads/<folder>/.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import FileType from 'file-type';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { MSG } from '../messages';
import { badRequest, payloadTooLarge } from '../http/errors';

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
  /** removes a stored file by its public path; unknown or foreign paths are ignored */
  remove(publicPath: string | null | undefined): Promise<void>;
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

export function createStorage(root: string): Storage {
  const absRoot = path.resolve(root);
  return {
    root: absRoot,
    async saveImage(buffer, folder) {
      if (!FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
      if (buffer.length > MAX_IMAGE_BYTES) throw payloadTooLarge(MSG.imageTooLarge);
      const type = await detectImage(buffer);
      if (!type) throw badRequest(MSG.invalidImage);
      const name = `${crypto.randomUUID()}.${type.ext}`;
      const dir = path.join(absRoot, folder);
      await fs.mkdir(dir, { recursive: true });
      // 'wx': never overwrite, even on the (astronomically unlikely) same uuid
      await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
      return `${UPLOADS_PREFIX}/${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath || !publicPath.startsWith(`${UPLOADS_PREFIX}/`)) return;
      const file = path.resolve(absRoot, publicPath.slice(UPLOADS_PREFIX.length + 1));
      if (!file.startsWith(absRoot + path.sep)) return;
      await fs.rm(file, { force: true });
    },
    sha256: (buffer) => crypto.createHash('sha256').update(buffer).digest('hex'),
  };
}
