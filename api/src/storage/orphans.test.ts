// A photo of a request that died mid-way is not left behind. A request that fails after
// storing its file removes it (each upload route); a file left by a process that died between the
// two is removed by the sweep once older than its grace, and nothing a row refers to is touched.
// On SQLite and PostgreSQL (the references are rows).
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp } from '../test/helper';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from './orphans';
import { register, registration, seedBranches, userFiles } from '../modules/users/test-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

let shade = 0;
function png(): Buffer {
  const image = new PNG({ width: 4, height: 3 });
  image.data.fill(++shade % 250);
  return PNG.sync.write(image);
}

const fileOf = (publicPath: string) => path.join(t.config.STORAGE_DIR, publicPath.replace(/^\/uploads\//, ''));
/** sets a stored file's times `ms` into the past, as if a request had stored it then */
function age(publicPath: string, ms: number) {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(fileOf(publicPath), when, when);
}

describe('a request that fails after storing its file', () => {
  it('leaves no file: a registration refused after its photo was stored (409) removes it', async () => {
    const b = await seedBranches(t);
    const data = registration(b.north);
    expect((await register(t, { data })).statusCode).toBe(200);
    const before = userFiles(t);
    // the photo is checked and stored first, then the number is found taken
    const again = await register(t, { data: { ...data, email: 'otra@example.com' }, image: png() });
    expect(again.statusCode).toBe(409);
    expect(userFiles(t)).toEqual(before);
  });
});

describe('the sweep of uploads no row refers to', () => {
  it('removes old orphans and lone variants, keeps what a row refers to and what a request may still be writing', async () => {
    const orphan = await t.app.storage.saveImage(png(), 'users');
    const young = await t.app.storage.saveImage(png(), 'users');
    const kept = await t.app.storage.saveImage(png(), 'users');
    const user = await createUser(t.db);
    await t.db.updateTable('users').set({ image: kept }).where('id', '=', user.id).execute();
    const invoiceOrphan = await t.app.storage.saveImage(png(), 'invoices');
    // a WebP variant whose original is gone (products have shown sizes, so variants)
    const product = await t.app.storage.saveImage(png(), 'products');
    const productDir = path.dirname(fileOf(product));
    const stem = path.basename(product).replace(/\.png$/, '');
    const variants = fs.readdirSync(productDir).filter((n) => n.startsWith(`${stem}.`) && n.endsWith('.webp'));
    expect(variants.length).toBeGreaterThan(0);
    fs.rmSync(fileOf(product));
    // a file the api did not name is never touched
    fs.writeFileSync(path.join(productDir, 'LEEME.txt'), 'no es una subida');

    for (const p of [orphan, kept, invoiceOrphan]) age(p, ORPHAN_GRACE_MS + 60_000);
    for (const v of variants) age(`/uploads/products/${v}`, ORPHAN_GRACE_MS + 60_000);
    age(young, ORPHAN_GRACE_MS - 60_000);

    const removed = await sweepOrphanUploads(t.db, t.app.storage);
    expect(removed.sort()).toEqual([orphan, invoiceOrphan, ...variants.map((v) => `/uploads/products/${v}`)].sort());
    expect(fs.existsSync(fileOf(orphan))).toBe(false);
    expect(fs.existsSync(fileOf(invoiceOrphan))).toBe(false);
    for (const v of variants) expect(fs.existsSync(path.join(productDir, v))).toBe(false);
    expect(fs.existsSync(fileOf(young))).toBe(true);
    expect(fs.existsSync(fileOf(kept))).toBe(true);
    expect(fs.existsSync(path.join(productDir, 'LEEME.txt'))).toBe(true);
    // the photo still referred to is still served through its signed link
    const admin = await createUser(t.db, { role: 'admin' });
    const link = (await t.app.inject({ method: 'GET', url: API.userGet(user.id), headers: admin.auth })).json().image as string;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    // a second sweep finds nothing more
    expect(await sweepOrphanUploads(t.db, t.app.storage)).toEqual([]);
  });
});
