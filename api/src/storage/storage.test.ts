// The storage module: images checked by content and size, stored under random names, served back.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { readDataAndImage } from '../http/multipart';
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
    extraRoutes: (app) => {
      app.post('/api/test/upload', { config: { access: ['admin'] } }, async (request) => {
        const { data, image } = await readDataAndImage(request, z.object({ name: z.string().min(3, 'Mínimo 3 caracteres') }));
        const saved = image ? await app.storage.saveImage(image.buffer, 'products') : null;
        return { message: 'success', name: data.name, image: saved };
      });
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
