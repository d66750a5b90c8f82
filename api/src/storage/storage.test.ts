// The storage module: images checked by content and size, stored under random names, served back.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { variantUrl } from '@portal/contract';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { readDataAndImage, uploadRoutes } from '../http/multipart';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../test/helper';
import { HttpError } from '../http/errors';

function png(width = 4, height = 3): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** a multipart/form-data body with a 'data' JSON field and an 'image' file */
function form(data: unknown, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, {
    // an upload route as the modules declare theirs: in the scope that accepts multipart bodies
    extraRoutes: async (app) => {
      await app.register(uploadRoutes(async (scope) => {
        scope.post('/api/test/upload', { config: { access: ['admin'] } }, async (request) => {
          const { data, image } = await readDataAndImage(request, z.object({ name: z.string().min(3, 'Mínimo 3 caracteres') }));
          const saved = image ? await app.storage.saveImage(image.buffer, 'products') : null;
          return { message: 'success', name: data.name, image: saved };
        });
      }));
    },
  });
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(async () => t.close());

describe('saveImage', () => {
  it('stores a PNG under a random name and answers its public path', async () => {
    const bytes = png();
    const publicPath = await t.app.storage.saveImage(bytes, 'products');
    expect(publicPath).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    const file = path.join(t.config.STORAGE_DIR, publicPath.replace('/uploads/', ''));
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    // the same bytes twice are two files
    expect(await t.app.storage.saveImage(bytes, 'products')).not.toBe(publicPath);
  });

  it('names the file by its content, not by what the client claims', async () => {
    expect(await t.app.storage.saveImage(GIF, 'slides')).toMatch(/\.gif$/);
  });

  it('refuses bytes that are not PNG, JPG, WEBP or GIF with a Spanish 400', async () => {
    const notImages = [
      Buffer.from('%PDF-1.4 this is a document, not a picture'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('just some text that is long enough'),
      Buffer.alloc(0),
    ];
    for (const bytes of notImages) {
      const err = await t.app.storage.saveImage(bytes, 'products').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 400, detail: 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)' });
    }
  });

  it('refuses an image over MAX_IMAGE_BYTES with 413', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const err = await t.app.storage.saveImage(big, 'products').catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 413, detail: 'La imagen supera el tamaño máximo permitido (5 MB)' });
  });

  it('removes only files inside its own folder', async () => {
    const publicPath = await t.app.storage.saveImage(png(), 'users');
    const file = path.join(t.config.STORAGE_DIR, publicPath.replace('/uploads/', ''));
    await t.app.storage.remove('/uploads/../../etc/passwd');
    await t.app.storage.remove(publicPath);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('uploads over HTTP', () => {
  it('accepts a multipart form with data JSON and an image, and serves it back under /uploads', async () => {
    const body = form({ name: 'Freidora' }, { name: 'foto.png', type: 'image/png', bytes: png() });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const { image } = res.json();
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a text file dressed as a PNG', async () => {
    const body = form({ name: 'Freidora' }, { name: 'foto.png', type: 'image/png', bytes: Buffer.from('not really a png, only text inside') });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)', statusCode: 400 });
  });

  it('refuses an oversize upload with 413 and a Spanish detail', async () => {
    const body = form({ name: 'Freidora' }, { name: 'foto.png', type: 'image/png', bytes: Buffer.concat([png(), Buffer.alloc(MAX_IMAGE_BYTES + 10)]) });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'error', detail: 'La imagen supera el tamaño máximo permitido (5 MB)', statusCode: 413 });
  });

  it('validates the data JSON with the route schema, naming the field', async () => {
    const body = form({ name: 'ab' });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Campo nombre: Mínimo 3 caracteres');
  });

  it('refuses an upload without a session before reading it', async () => {
    const body = form({ name: 'Freidora' }, { name: 'foto.png', type: 'image/png', bytes: png() });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an upload that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/products/nope.png' })).statusCode).toBe(404);
  });
});

// each image of a shown kind also stored as WebP at the sizes shown; the original stays
const fileOf = (publicPath: string) => path.join(t.config.STORAGE_DIR, publicPath.split('?')[0].replace('/uploads/', ''));
const sizeOf = async (file: string) => {
  const meta = await sharp(file).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};
/** a real photo-like JPEG (a gradient), bigger than every variant */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`) }])
    .jpeg()
    .toBuffer();

describe('image variants', () => {
  it('writes the card sizes of a product picture as WebP beside the untouched original', async () => {
    const bytes = await jpeg(1600, 1200);
    const stored = await t.app.storage.saveImage(bytes, 'products');
    expect(stored).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.jpg$/);
    expect(fs.readFileSync(fileOf(stored)).equals(bytes)).toBe(true);
    expect(await sizeOf(fileOf(variantUrl(stored, 'card-400')!))).toEqual({ format: 'webp', width: 400, height: 300 });
    expect(await sizeOf(fileOf(variantUrl(stored, 'card-800')!))).toEqual({ format: 'webp', width: 800, height: 600 });
    // a product has no slide or avatar sizes
    expect(variantUrl(stored, 'avatar-96')).toBeNull();
    expect(fs.readdirSync(path.dirname(fileOf(stored))).filter((f) => f.startsWith(path.basename(stored, '.jpg')))).toHaveLength(3);
  });

  it('writes a slide at the carousel widths and at 150x80 / 300x160 for the slide list, and never enlarges', async () => {
    const stored = await t.app.storage.saveImage(await jpeg(1200, 360), 'slides');
    expect(await sizeOf(fileOf(variantUrl(stored, 'slide-640')!))).toEqual({ format: 'webp', width: 640, height: 192 });
    // 1200 wide already: kept at 1200, not blown up to 1280
    expect(await sizeOf(fileOf(variantUrl(stored, 'slide-1280')!))).toEqual({ format: 'webp', width: 1200, height: 360 });
    expect(await sizeOf(fileOf(variantUrl(stored, 'thumb-150x80')!))).toEqual({ format: 'webp', width: 150, height: 80 });
    expect(await sizeOf(fileOf(variantUrl(stored, 'thumb-300x160')!))).toEqual({ format: 'webp', width: 300, height: 160 });
  });

  it('writes a 96x96 avatar of a profile photo, served through the signed link of the photo only', async () => {
    const stored = await t.app.storage.saveImage(await jpeg(800, 600), 'users');
    const avatar = variantUrl(stored, 'avatar-96')!;
    expect(await sizeOf(fileOf(avatar))).toEqual({ format: 'webp', width: 96, height: 96 });
    // the query of the photo's link opens its variant too (the signature covers the photo)...
    const link = t.app.fileLinks.url(stored)!;
    const res = await t.app.inject({ method: 'GET', url: variantUrl(link, 'avatar-96')! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // ...but a variant stays private without it, and the link of another photo opens nothing
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(403);
    const other = t.app.fileLinks.url(await t.app.storage.saveImage(png(), 'users'))!;
    expect((await t.app.inject({ method: 'GET', url: `${avatar}${other.slice(other.indexOf('?'))}` })).statusCode).toBe(403);
  });

  it('writes no variant of an invoice photo', async () => {
    const stored = await t.app.storage.saveImage(await jpeg(800, 600), 'invoices');
    const stem = path.basename(stored, '.jpg');
    expect(fs.readdirSync(path.dirname(fileOf(stored))).filter((f) => f.startsWith(stem))).toEqual([`${stem}.jpg`]);
  });

  it('refuses a damaged image whose first bytes look right with a Spanish 400, and stores nothing', async () => {
    const whole = await jpeg(1600, 1200);
    const damaged = [
      whole.subarray(0, Math.floor(whole.length / 2)), // cut short
      Buffer.concat([png().subarray(0, 40), Buffer.alloc(300, 7)]), // PNG header, garbage after
    ];
    const before = fs.readdirSync(path.join(t.config.STORAGE_DIR, 'products')).length;
    for (const bytes of damaged) {
      const err = await t.app.storage.saveImage(bytes, 'products').catch((e: unknown) => e);
      expect(err).toMatchObject({ statusCode: 400, detail: 'La imagen está dañada o no se puede leer. Pruebe con otra foto (PNG, JPG, WEBP o GIF).' });
    }
    expect(fs.readdirSync(path.join(t.config.STORAGE_DIR, 'products'))).toHaveLength(before);
    // over HTTP: the same answer, never a 5xx
    const body = form({ name: 'Freidora' }, { name: 'foto.jpg', type: 'image/jpeg', bytes: damaged[0] });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/upload', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: 'La imagen está dañada o no se puede leer. Pruebe con otra foto (PNG, JPG, WEBP o GIF).', statusCode: 400 });
  });

  it('refuses a small file declaring a huge canvas (over 50 megapixels) before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    for (const folder of ['products', 'invoices']) {
      const err = await t.app.storage.saveImage(bomb, folder).catch((e: unknown) => e);
      expect(err).toMatchObject({ statusCode: 400, detail: 'La imagen es demasiado grande: como máximo 50 megapíxeles (por ejemplo 8000 x 6000).' });
    }
  });

  it('serves the variants as image/webp', async () => {
    const stored = await t.app.storage.saveImage(await jpeg(1200, 360), 'slides');
    const res = await t.app.inject({ method: 'GET', url: variantUrl(stored, 'thumb-150x80')! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(150);
  });

  it('makes the variant of an image stored before variants existed on its first request', async () => {
    // an older upload: the original alone in the folder
    const old = `/uploads/products/00000000-0000-4000-8000-${Date.now().toString().padStart(12, '0').slice(-12)}.png`;
    fs.writeFileSync(fileOf(old), await sharp(await jpeg(1000, 750)).png().toBuffer());
    const card = variantUrl(old, 'card-400')!;
    expect(fs.existsSync(fileOf(card))).toBe(false);
    const first = await t.app.inject({ method: 'GET', url: card });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(fileOf(card))).toEqual({ format: 'webp', width: 400, height: 300 });
    // the original is still served as it was, and the next request reads the written file
    expect((await t.app.inject({ method: 'GET', url: old })).headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: card })).rawPayload.equals(fs.readFileSync(fileOf(card)))).toBe(true);
  });

  it('answers 404 for a variant of no image, or a size the folder does not have', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/products/nope.card-400.webp' })).statusCode).toBe(404);
    const stored = await t.app.storage.saveImage(await jpeg(400, 300), 'products');
    expect((await t.app.inject({ method: 'GET', url: stored.replace('.jpg', '.thumb-150x80.webp') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: stored.replace('.jpg', '.card-400.webp').replace('/products/', '/products/../products/') })).statusCode).not.toBe(500);
  });

  it('removes the variants with their image', async () => {
    const stored = await t.app.storage.saveImage(await jpeg(1200, 360), 'slides');
    const stem = path.basename(stored, '.jpg');
    const dir = path.dirname(fileOf(stored));
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(stem))).toHaveLength(5);
    await t.app.storage.remove(stored);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(stem))).toEqual([]);
  });
});
