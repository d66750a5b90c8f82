// Images are served at the size shown, in a modern format with a fallback: the WebP copies of a
// stored image, one per size a screen shows (contract IMAGE_KINDS / FOLDER_IMAGE_KINDS), written
// next to the original as `<uuid>.<suffix>.webp`. The original stays as uploaded: it is the fallback
// of the front end's <picture>.
//
// sharp (libvips) only ever sees bytes that passed the magic-byte check, with a pixel limit (a
// small file may declare a huge canvas: a decompression bomb), and any failure to read them is a
// Spanish 400, never a 500.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { variantsOfFolder, type ImageVariant } from '@portal/contract';
import { badRequest } from '../http/errors';
import { STORAGE_MSG } from '../messages';

/** largest canvas accepted: 50 megapixels (a 48 MP phone photo, 8000 x 6000, still passes) */
export const MAX_INPUT_PIXELS = 50_000_000;

/** the formats the magic-byte check lets through, as sharp names them */
const READABLE = new Set(['png', 'jpeg', 'webp', 'gif']);

// One libvips thread per image and no operation cache: the api shares a small machine, and each
// image is read once (the cache would only hold memory).
sharp.concurrency(1);
sharp.cache(false);

const input = (buffer: Buffer) =>
  sharp(buffer, {
    limitInputPixels: MAX_INPUT_PIXELS,
    // a truncated or damaged file fails here instead of coming out half grey
    failOn: 'truncated',
    // an animated GIF or WebP: its first frame (the original keeps the animation)
    pages: 1,
  });

/**
 * Reads the header (no pixels decoded): a file sharp cannot read, or whose canvas is over
 * MAX_INPUT_PIXELS, is refused with a Spanish 400.
 */
export async function checkReadable(buffer: Buffer): Promise<void> {
  let meta: sharp.Metadata;
  try {
    // the header only (no pixels decoded), so no pixel limit here: the size is checked just below
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(STORAGE_MSG.unreadableImage);
  }
  if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height) throw badRequest(STORAGE_MSG.unreadableImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badRequest(STORAGE_MSG.tooManyPixels);
}

/** one variant of `buffer`: turned upright (EXIF orientation), resized, WebP, metadata left out */
async function render(buffer: Buffer, variant: ImageVariant): Promise<Buffer> {
  return input(buffer)
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: variant.fit, withoutEnlargement: true })
    .webp({ quality: 75, effort: 4 })
    .toBuffer();
}

export interface RenderedVariant {
  suffix: string;
  data: Buffer;
}

/**
 * Every variant of an image stored in `folder` (none for invoices), decoding the whole picture:
 * damaged bytes that passed the header check are refused here, still before anything is written.
 */
export async function renderVariants(buffer: Buffer, folder: string): Promise<RenderedVariant[]> {
  await checkReadable(buffer);
  const out: RenderedVariant[] = [];
  for (const variant of variantsOfFolder(folder)) {
    try {
      out.push({ suffix: variant.suffix, data: await render(buffer, variant) });
    } catch {
      throw badRequest(STORAGE_MSG.unreadableImage);
    }
  }
  return out;
}

/** `/uploads/<folder>/<stem>.<suffix>.webp` split, when it names a variant this folder has */
export function parseVariantPath(relative: string): { folder: string; stem: string; variant: ImageVariant } | null {
  const m = /^([a-z0-9][a-z0-9_-]{0,40})\/([A-Za-z0-9_-]+)\.([a-z0-9-]+)\.webp$/.exec(relative);
  if (!m) return null;
  const variant = variantsOfFolder(m[1]).find((v) => v.suffix === m[3]);
  return variant ? { folder: m[1], stem: m[2], variant } : null;
}

/** the extensions an original is stored under (storage ALLOWED) */
export const ORIGINAL_EXTENSIONS = ['png', 'jpg', 'webp', 'gif'] as const;

const exists = (file: string) => fs.stat(file).then((s) => s.isFile(), () => false);

/** writes `data` to `file` whole or not at all: a reader never sees half a file */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(tmp, data, { flag: 'wx' });
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

const inFlight = new Map<string, Promise<boolean>>();

/**
 * An image stored before variants existed (or whose variant was lost) gets it on its first request:
 * when `relative` names a missing variant of an original that exists, it is made and written now, so
 * the file server finds it. Answers whether the variant file exists afterwards; an unreadable
 * original (or anything else) answers false and the request goes on to a 404.
 */
export async function ensureVariant(root: string, relative: string): Promise<boolean> {
  const parsed = parseVariantPath(relative);
  if (!parsed) return false;
  const dir = path.join(root, parsed.folder);
  const target = path.join(dir, `${parsed.stem}.${parsed.variant.suffix}.webp`);
  if (!target.startsWith(root + path.sep)) return false;
  if (await exists(target)) return true;
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    for (const ext of ORIGINAL_EXTENSIONS) {
      const original = path.join(dir, `${parsed.stem}.${ext}`);
      if (!(await exists(original))) continue;
      const buffer = await fs.readFile(original);
      await checkReadable(buffer);
      await writeAtomically(target, await render(buffer, parsed.variant));
      return true;
    }
    return false;
  })().catch(() => false).finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}
