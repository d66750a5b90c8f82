// Test fixtures of the product and slide writes: their multipart forms, refused uploads,
// and everything a write can leave behind (rows, audit rows, stored files), to prove "nothing
// stored" and which picture files remain.
import fs from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import type { TestApp } from '../../test/helper';
import { multipart, uniquePng, type Part } from '../invoices/test-fixtures';

export { uniquePng };

export interface UploadRequest {
  /** the `data` part: an object (sent as JSON) or raw text; undefined: no data part */
  data?: Record<string, unknown> | string;
  /** bytes of the `image` part; undefined: no image part */
  image?: Buffer;
}

/** POST a multipart form of `data` and `image` to `url` as `auth` */
export function sendForm(t: TestApp, url: string, auth: Record<string, string>, req: UploadRequest) {
  const parts: Part[] = [];
  if (req.data !== undefined) parts.push({ name: 'data', value: typeof req.data === 'string' ? req.data : JSON.stringify(req.data) });
  if (req.image !== undefined) parts.push({ name: 'image', value: req.image, filename: 'imagen.png', type: 'image/png' });
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
}

/** a multipart body cut short: no closing boundary, the part never ends */
export function sendTruncatedForm(t: TestApp, url: string, auth: Record<string, string>) {
  const payload = '--corte\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"name":"Sin final"';
  return t.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': 'multipart/form-data; boundary=corte' }, payload });
}

/** a PDF named and declared as a PNG: storage checks the bytes */
export const notAnImage = () => Buffer.from('%PDF-1.4 un documento, no una imagen, aunque se llame imagen.png');
/** a real PNG one byte over the limit */
export const oversizePng = () => Buffer.concat([uniquePng(), Buffer.alloc(MAX_IMAGE_BYTES)]);

export const IMAGE_INVALID = 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)';
export const IMAGE_TOO_LARGE = 'La imagen supera el tamaño máximo permitido (5 MB)';

/** names of the files stored under STORAGE_DIR/<folder> */
export function storedFiles(t: TestApp, folder: 'products' | 'slides'): string[] {
  const dir = path.join(t.config.STORAGE_DIR, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** whether the file behind a public path /uploads/<folder>/<name> exists */
export const fileExists = (t: TestApp, publicPath: string) => fs.existsSync(path.join(t.config.STORAGE_DIR, publicPath.replace(/^\/uploads\//, '')));

/** rows of a table and of audit_log, and the stored files of a folder */
export async function footprint(t: TestApp, table: 'products' | 'slides') {
  const count = async (name: 'products' | 'slides' | 'audit_log') =>
    Number((await t.db.selectFrom(name).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { rows: await count(table), audit: await count('audit_log'), files: storedFiles(t, table) };
}
