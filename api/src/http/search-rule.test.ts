// One search rule everywhere. The api's `q` (http/list.ts searchCondition on the stored
// `<column>_key`s) finds exactly what the contract's rule (foldForSearch / includesSearch, which the
// tables and the participant's catalogue run in the browser) finds: capitals and accents aside,
// 'ñ' as 'n', on SQLite and PostgreSQL. Through the product list (the catalogue's call), the
// administrator's users list (listPageByIds), the brands (the named catalogues) and the points
// report (reports/sql.ts).
import { API, includesSearch, type PointsReportRow } from '@portal/contract';
import { buildTestApp, createUser, participantProfile, type TestApp, type TestUser } from '../test/helper';

let t: TestApp;
let admin: TestUser;

const PRODUCTS = ['Nevera Eléctrica', 'Muñeco de peluche', 'Termo de acero', 'Tilde ~ suelta'];
const PEOPLE = ['José Muñoz', 'Ángela Núñez', 'ELÉCTRICO PÉREZ', 'Tito Tobar'];
/**
 * Texts made of ASCII and the Spanish letters in both cases, where the rule's one step beyond the
 * sort key ('n~' -> 'n') matters: a literal '~', 'n~' typed as such, ñ next to n.
 */
const TEXTS = [
  'Nevera Eléctrica', 'MUÑECO', 'Muñeco', 'Ñandú', 'Peña', 'Pena', 'ÚN~O', 'n~', 'Über Güiro', 'ÁÉÍÓÚÜÑ áéíóúüñ', 'Bogotá D.C.', 'Año 2026', 'niño ñoño',
];
const QUERIES = [
  'n', 'ñ', 'Ñ', '~', 'n~', 'ñ~', 'muneco', 'MUÑECO', 'electrica', 'ELÉCTRICA', 'uber', 'güi', 'pena', 'peña', 'ún', 'nan', '~o', 'aeiouun', 'AÑO', 'nino nono', ' bogota   d.c. ',
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const [i, name] of PRODUCTS.entries()) {
    await t.db.insertInto('products').values({
      name, points: 100 + i, points_value: 100 + i, estimated_value: 1000, image: `/uploads/products/${i}.png`, state: '1', product_categories_id: category,
    }).execute();
  }
  const profile = await participantProfile(t.db);
  for (const name of PEOPLE) await createUser(t.db, { profilesId: profile, name });
  // rows written straight to the table: the database keeps their keys, whatever wrote them
  for (const name of TEXTS) await t.db.insertInto('brands').values({ name }).execute();
});
afterAll(async () => t.close());

async function list<T>(url: string, q: string, user: TestUser = admin): Promise<T[]> {
  const res = await t.app.inject({ method: 'GET', url, query: { q, pageSize: '100' }, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().rows as T[];
}
const names = async (url: string, q: string, user?: TestUser) => (await list<{ name: string }>(url, q, user)).map((r) => r.name).sort();

describe('the products list (the catalogue and the administrator\'s grid)', () => {
  it("'muneco' finds 'Muñeco', 'ELECTRICA' finds 'Nevera Eléctrica'", async () => {
    expect(await names(API.productsAll, 'muneco')).toEqual(['Muñeco de peluche']);
    expect(await names(API.productsAll, 'MUÑECO')).toEqual(['Muñeco de peluche']);
    expect(await names(API.productsAll, 'ELECTRICA')).toEqual(['Nevera Eléctrica']);
    expect(await names(API.productsAll, 'eléctrica')).toEqual(['Nevera Eléctrica']);
    expect(await names(API.productsAll, '  nevera   ELÉCTRICA ')).toEqual(['Nevera Eléctrica']);
  });

  it("'ñ' is read as 'n'; a typed '~' is only a '~'", async () => {
    expect(await names(API.productsAll, 'ñ')).toEqual(['Muñeco de peluche', 'Nevera Eléctrica']);
    expect(await names(API.productsAll, '~')).toEqual(['Tilde ~ suelta']);
  });

  it('a participant searches the same way', async () => {
    const participant = await createUser(t.db, { role: 'participant' });
    expect(await names(API.productsAll, 'muneco', participant)).toEqual(['Muñeco de peluche']);
  });
});

describe("the administrator's users list", () => {
  it("finds names whatever their accents, 'ñ' and capitals", async () => {
    expect(await names(API.usersAll, 'munoz')).toEqual(['José Muñoz']);
    expect(await names(API.usersAll, 'NUÑEZ')).toEqual(['Ángela Núñez']);
    expect(await names(API.usersAll, 'angela nunez')).toEqual(['Ángela Núñez']);
    expect(await names(API.usersAll, 'electrico')).toEqual(['ELÉCTRICO PÉREZ']);
    expect(await names(API.usersAll, 'ÑE')).toEqual(['Ángela Núñez']);
  });
});

describe('the points report', () => {
  it("finds participants by name under the same rule", async () => {
    const found = async (q: string) => (await list<PointsReportRow>(API.reportInvoiceByUser, q)).map((r) => r.name).sort();
    expect(await found('munoz')).toEqual(['José Muñoz']);
    expect(await found('ANGELA NÚÑEZ')).toEqual(['Ángela Núñez']);
    expect(await found('perez')).toEqual(['ELÉCTRICO PÉREZ']);
  });
});

describe('the api finds exactly what the contract rule finds (includesSearch, the browser\'s)', () => {
  it.each(QUERIES)('q = %j', async (q) => {
    expect(await names(API.brandsAll, q)).toEqual(TEXTS.filter((text) => includesSearch(text, q)).sort());
  });
});
