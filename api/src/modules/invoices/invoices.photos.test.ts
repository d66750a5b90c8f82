// Invoice (and profile) photos are private: they are served only through the
// short-lived signed link that the invoice reads answer to its owner and to staff; a guessed or
// borrowed name, a tampered or expired link is refused; product images stay public.
import fs from 'node:fs';
import path from 'node:path';
import { API } from '@portal/contract';
import { createFileLinks } from '../../storage/links';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, line, participant, seedCatalogue, uniquePng, validData, type Catalogue } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let ana: TestUser;
let beto: TestUser;
let invoiceId: number;
/** the stored path, as the database keeps it */
let storedPath: string;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  ana = await participant(t.db, c.gold, c.subsidiaryId);
  beto = await participant(t.db, c.silver, c.otherSubsidiaryId);
  const data = validData(c);
  expect((await createRequest(t, ana, { data, tires: [line(c, 0, 1)] })).statusCode).toBe(200);
  const row = await t.db.selectFrom('invoices').select(['id', 'image']).where('number', '=', data.number).executeTakeFirstOrThrow();
  invoiceId = row.id;
  storedPath = row.image!;
});
afterAll(async () => t.close());

const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function linkSeenBy(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: API.invoiceGet(invoiceId), headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().image as string;
}

describe('invoice photos', () => {
  it('are answered to the owner and to staff as a signed link that serves the image', async () => {
    const admin = await createUser(t.db, { role: 'approver' });
    for (const user of [ana, admin]) {
      const link = await linkSeenBy(user);
      expect(link).toMatch(new RegExp(`^${storedPath.replace(/[.]/g, '\\.')}\\?expires=\\d+&signature=[\\w-]+$`));
      const res = await fetchFile(link);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.rawPayload.equals(fs.readFileSync(path.join(t.config.STORAGE_DIR, storedPath.replace('/uploads/', ''))))).toBe(true);
    }
  });

  it('are refused to nobody: the bare name, with or without a session', async () => {
    for (const headers of [{}, ana.auth, beto.auth]) {
      const res = await fetchFile(storedPath, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/enlace de la imagen no es válido/);
      expect(res.body).not.toContain('PNG');
    }
  });

  it('are refused to another participant, who gets neither the invoice nor a link', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.invoiceGet(invoiceId), headers: beto.auth });
    expect(res.statusCode).toBe(404);
    const all = await t.app.inject({ method: 'GET', url: API.invoicesAll, headers: beto.auth });
    expect(all.json()).toEqual([]);
  });

  it('are not reached through another spelling of the path, and a malformed one is no 500', async () => {
    const name = storedPath.split('/').pop()!;
    for (const url of [
      `/uploads//invoices/${name}`,
      `/uploads/./invoices/${name}`,
      `/uploads/products/../invoices/${name}`,
      `/uploads/products/%2e%2e/invoices/${name}`,
      `/uploads/products//../invoices/${name}`,
      `/uploads/invoices/%E0%A4%A`,
    ]) {
      const res = await fetchFile(url);
      expect({ url, status: res.statusCode, png: res.rawPayload.subarray(1, 4).toString() === 'PNG' }).toEqual({ url, status: expect.any(Number), png: false });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('refuse a tampered, borrowed, forged or expired link', async () => {
    const link = await linkSeenBy(ana);
    const [, query] = link.split('?');
    const params = new URLSearchParams(query);
    const expires = Number(params.get('expires'));
    const signature = params.get('signature')!;
    // the signature of one photo opens no other file
    const other = await t.app.storage.saveImage(uniquePng(), 'invoices');
    const refused = [
      `${storedPath}?expires=${expires + 3600}&signature=${signature}`,
      `${other}?expires=${expires}&signature=${signature}`,
      `${storedPath}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `${storedPath}?expires=${expires}`,
      `${storedPath}?expires=abc&signature=${signature}`,
      // signed with another key, as a forger would
      createFileLinks(Buffer.alloc(32, 7)).url(storedPath)!,
      // a real link, one second past its expiry
      createFileLinks(Buffer.alloc(32, 7)).url(storedPath, new Date(Date.now() - 3 * 3600_000))!,
    ];
    for (const url of refused) expect({ url, status: (await fetchFile(url)).statusCode }).toEqual({ url, status: 403 });
  });

  it('expire: a link signed with the real key is refused once its hour is over', () => {
    const links = createFileLinks(Buffer.alloc(32, 1));
    const at = new Date('2026-03-10T10:15:00Z');
    const link = links.url(storedPath, at)!;
    const query = Object.fromEntries(new URLSearchParams(link.split('?')[1]));
    expect(links.check(storedPath, query, at)).toBe('valid');
    expect(links.check(storedPath, query, new Date('2026-03-10T11:59:59Z'))).toBe('valid');
    expect(links.check(storedPath, query, new Date('2026-03-10T12:00:00Z'))).toBe('refused');
  });

  it('leave product and slide images public', async () => {
    const productImage = await t.app.storage.saveImage(uniquePng(), 'products');
    expect(t.app.fileLinks.url(productImage)).toBe(productImage);
    const res = await fetchFile(productImage);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
