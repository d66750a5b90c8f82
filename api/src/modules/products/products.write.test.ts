// SPEC 7 "Products" writes: POST /api/products/create, /api/products/update/{id} and
// /api/products/delete/{id} through the HTTP api, on SQLite and PostgreSQL. Administrator only,
// audited, pictures through the storage module (public), stale edits refused, delete refused while
// redemption requests name the product, and a dropped picture removed once nothing refers to it.
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import {
  IMAGE_INVALID, IMAGE_TOO_LARGE, fileExists, footprint, notAnImage, oversizePng, sendForm, sendTruncatedForm, storedFiles, uniquePng,
  type UploadRequest,
} from './test-fixtures';

let t: TestApp;
let admin: TestUser;
let participant: TestUser;
let tech: number;
let home: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { role: 'participant' });
  tech = (await t.db.insertInto('product_categories').values({ name: 'Tecnología' }).returning('id').executeTakeFirstOrThrow()).id;
  home = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const productRow = (id: number) => t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
const create = (req: UploadRequest, user: TestUser = admin) => sendForm(t, API.productCreate, user.auth, req);
const update = (id: number | string, req: UploadRequest, user: TestUser = admin) => sendForm(t, API.productUpdate(id), user.auth, req);
const remove = (id: number | string, auth: Record<string, string> = admin.auth) => t.app.inject({ method: 'POST', url: API.productDelete(id), headers: auth });

const validData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Audífonos inalámbricos', points: 4200, state: '1', product_categories_id: tech, points_value: 4200, estimated_value: 315000, ...overrides,
});

/** a product made through the api; answers its row */
async function made(overrides: Record<string, unknown> = {}) {
  const res = await create({ data: validData(overrides), image: uniquePng() });
  expect(res.statusCode).toBe(200);
  return (await productRow(res.json().product.id))!;
}

/** the answer is `status` with `detail`, and nothing was written: no row, no audit row, no file */
async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number, detail: string | RegExp) {
  const before = await footprint(t, 'products');
  const res = await send();
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: string; detail: string; statusCode: number };
  expect(body).toMatchObject({ message: 'error', statusCode: status });
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else expect(body.detail).toMatch(detail);
  expect(await footprint(t, 'products')).toEqual(before);
}

describe('POST /api/products/create', () => {
  it('creates the product active (SPEC 4), with its picture stored publicly, answers SPEC 8 and audits it', async () => {
    const bytes = uniquePng();
    const res = await create({ data: validData(), image: bytes });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'success',
      detail: 'Producto creado exitosamente',
      product: {
        id: expect.any(Number), name: 'Audífonos inalámbricos', points: 4200, points_value: 4200, estimated_value: 315000,
        image: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/), state: '1',
        product_categories_id: tech, product_category: { id: tech, name: 'Tecnología' }, version: 1,
      },
    });
    const row = await productRow(body.product.id);
    expect(row).toMatchObject({ name: 'Audífonos inalámbricos', state: '1', image: body.product.image, version: 1 });
    // public: the catalogue shows it without a signed link or a session
    const served = await t.app.inject({ method: 'GET', url: body.product.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const audit = await auditOf(t.db, 'products', body.product.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toMatchObject({ name: 'Audífonos inalámbricos', points: 4200, image: body.product.image, state: '1' });
  });

  it("takes the numbers as digits in text (form values) and state left out, still '1'", async () => {
    const { state: _state, ...withoutState } = validData({ name: 'Parlante portátil', points: '1500', points_value: '1500', estimated_value: '0099000' });
    const res = await create({ data: withoutState, image: uniquePng() });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ name: 'Parlante portátil', points: 1500, points_value: 1500, estimated_value: 99000, state: '1' });
  });

  describe('refused with a Spanish detail, nothing stored (no row, no audit, no file)', () => {
    it('400 for each SPEC 5 rule, naming the field', async () => {
      await expectRefused(() => create({ data: validData({ name: 'TV' }), image: uniquePng() }), 400, 'Campo nombre: Mínimo 3 caracteres');
      await expectRefused(() => create({ data: validData({ points: '12a' }), image: uniquePng() }), 400, 'Campo puntos: Solo números');
      await expectRefused(() => create({ data: validData({ points: 0 }), image: uniquePng() }), 400, 'Campo puntos: Los puntos deben ser al menos 1');
      await expectRefused(() => create({ data: validData({ points_value: -5 }), image: uniquePng() }), 400, 'Campo costo en puntos: Solo números');
      await expectRefused(() => create({ data: validData({ estimated_value: 1.5 }), image: uniquePng() }), 400, 'Campo costo estimado: Solo números');
      await expectRefused(() => create({ data: validData({ estimated_value: '' }), image: uniquePng() }), 400, 'Campo costo estimado: Requerido');
      await expectRefused(() => create({ data: validData({ points: 100_000_001 }), image: uniquePng() }), 400, 'Campo puntos: No puede pasar de 100.000.000');
      await expectRefused(() => create({ data: validData({ product_categories_id: '' }), image: uniquePng() }), 400, 'Campo categoría: Seleccione Una Categoría');
      await expectRefused(() => create({ data: validData({ state: '0' }), image: uniquePng() }), 400, "Campo estado: Un producto se crea activo: el estado debe ser '1'");
    });

    it('400 for a category that does not exist', async () => {
      await expectRefused(() => create({ data: validData({ product_categories_id: 99999 }), image: uniquePng() }), 400, 'Campo categoría: la categoría seleccionada no existe');
    });

    it('400 without a picture (SPEC 5: required on create)', async () => {
      await expectRefused(() => create({ data: validData() }), 400, 'Campo imagen: Seleccione Una Imagen');
    });

    it('400 for a file that is not an image, whatever its name and declared type say', async () => {
      await expectRefused(() => create({ data: validData(), image: notAnImage() }), 400, IMAGE_INVALID);
    });

    it('413 for a picture over the size limit', async () => {
      await expectRefused(() => create({ data: validData(), image: oversizePng() }), 413, IMAGE_TOO_LARGE);
    });

    it('400 for a form that cannot be read: data not JSON, a body cut short', async () => {
      await expectRefused(() => create({ data: '{"name": ', image: uniquePng() }), 400, 'El campo data no contiene JSON válido');
      await expectRefused(() => sendTruncatedForm(t, API.productCreate, admin.auth), 400, /No se pudo leer el formulario enviado/);
    });

    it('401 without a session; 403 for anyone but the administrator', async () => {
      await expectRefused(() => create({ data: validData(), image: uniquePng() }, { auth: {} } as TestUser), 401, /sesión/i);
      for (const role of ['participant', 'approver', 'buyer'] as const) {
        const user = await createUser(t.db, { role });
        await expectRefused(() => create({ data: validData(), image: uniquePng() }, user), 403, 'No tiene permisos para esta acción');
      }
    });
  });
});

describe('GET /api/products/get/{id} answers the version the edit sends back', () => {
  it('version 1 for a new product, raised by each edit', async () => {
    const row = await made({ name: 'Reloj deportivo' });
    expect((await t.app.inject({ method: 'GET', url: API.productGet(row.id), headers: admin.auth })).json()).toMatchObject({ id: row.id, version: 1 });
    await update(row.id, { data: { ...validData({ name: 'Reloj deportivo GPS' }), version: 1 } });
    expect((await t.app.inject({ method: 'GET', url: API.productGet(row.id), headers: admin.auth })).json()).toMatchObject({ name: 'Reloj deportivo GPS', version: 2 });
  });
});

describe('POST /api/products/update/{id}', () => {
  const edit = (overrides: Record<string, unknown> = {}) => {
    const { state: _state, ...fields } = validData(overrides);
    return fields;
  };

  it('edits the fields, keeps the picture when none is sent, raises the version, answers SPEC 8 and audits what changed', async () => {
    const row = await made({ name: 'Cafetera italiana' });
    const res = await update(row.id, { data: edit({ name: 'Cafetera espresso', points: 5000, product_categories_id: home, version: 1 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'success',
      detail: 'Producto Cafetera espresso editado con éxito',
      product: expect.objectContaining({ id: row.id, name: 'Cafetera espresso', points: 5000, image: row.image, product_category: { id: home, name: 'Hogar' }, version: 2 }),
    });
    expect(await productRow(row.id)).toMatchObject({ name: 'Cafetera espresso', points: 5000, product_categories_id: home, image: row.image, state: '1', version: 2 });
    expect(fileExists(t, row.image!)).toBe(true);

    const audit = await auditOf(t.db, 'products', row.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({
      changed: {
        name: { from: 'Cafetera italiana', to: 'Cafetera espresso' },
        points: { from: 4200, to: 5000 },
        product_categories_id: { from: tech, to: home },
      },
      version: 2,
    });
  });

  it('does not change the state (SPEC 7: the update carries no state)', async () => {
    const row = await made({ name: 'Bicicleta urbana' });
    await t.db.updateTable('products').set({ state: '0' }).where('id', '=', row.id).execute();
    const res = await update(row.id, { data: { ...edit({ name: 'Bicicleta urbana 2' }), state: '1', version: 1 } });
    expect(res.statusCode).toBe(200);
    expect((await productRow(row.id))!.state).toBe('0');
  });

  it('a new picture replaces the old one, whose file is removed once the edit is committed', async () => {
    const row = await made({ name: 'Licuadora de vaso' });
    const res = await update(row.id, { data: edit({ name: 'Licuadora de vaso', version: 1 }), image: uniquePng() });
    expect(res.statusCode).toBe(200);
    const after = (await productRow(row.id))!;
    expect(after.image).toMatch(/^\/uploads\/products\//);
    expect(after.image).not.toBe(row.image);
    expect(res.json().product.image).toBe(after.image);
    expect(fileExists(t, after.image!)).toBe(true);
    expect(fileExists(t, row.image!)).toBe(false);
    expect(JSON.parse((await auditOf(t.db, 'products', row.id))[1].detail!).changed.image).toEqual({ from: row.image, to: after.image });
  });

  it('keeps the old file while another row still refers to it, and removes it when that row goes too', async () => {
    const row = await made({ name: 'Termo de acero' });
    // a slide that shows the same stored file (a copied row, demo data)
    const slide = (await t.db.insertInto('slides').values({ path: row.image!, position: 'Up', sort_order: 9, show: 0, responsive: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await update(row.id, { data: edit({ name: 'Termo de acero', version: 1 }), image: uniquePng() })).statusCode).toBe(200);
    expect(fileExists(t, row.image!)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: API.slideDelete(slide), headers: admin.auth })).statusCode).toBe(200);
    expect(fileExists(t, row.image!)).toBe(false);
  });

  describe('refused, nothing changed (row, audit and stored files as they were)', () => {
    let row: NonNullable<Awaited<ReturnType<typeof productRow>>>;
    beforeAll(async () => {
      row = await made({ name: 'Morral de viaje' });
    });

    async function expectUnchanged(send: () => ReturnType<typeof update>, status: number, detail: string | RegExp) {
      const before = await productRow(row.id);
      await expectRefused(send, status, detail);
      expect(await productRow(row.id)).toEqual(before);
      expect(fileExists(t, row.image!)).toBe(true);
    }

    it('409 for a stale version (someone saved after the form loaded), the new picture not even stored', async () => {
      expect((await update(row.id, { data: edit({ name: 'Morral de viaje grande', version: 1 }) })).statusCode).toBe(200);
      row = (await productRow(row.id))!;
      const stale = /^El producto fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio/;
      await expectUnchanged(() => update(row.id, { data: edit({ name: 'Morral pisado', version: 1 }), image: uniquePng() }), 409, stale);
      await expectUnchanged(() => update(row.id, { data: edit({ name: 'Morral del futuro', version: 7 }) }), 409, stale);
    });

    it('400 for the SPEC 5 edit rules and a missing version', async () => {
      await expectUnchanged(() => update(row.id, { data: edit({ name: 'ab', version: 2 }) }), 400, 'Campo nombre: Mínimo 3 caracteres');
      await expectUnchanged(() => update(row.id, { data: edit({ product_categories_id: 0, version: 2 }) }), 400, 'Campo categoría: Seleccione una categoría');
      await expectUnchanged(() => update(row.id, { data: edit({ points_value: '1e3', version: 2 }) }), 400, 'Campo costo en puntos: Solo números');
      await expectUnchanged(() => update(row.id, { data: edit() }), 400, 'Campo versión: Recargue la página e inténtelo de nuevo');
      await expectUnchanged(() => update(row.id, { data: edit({ product_categories_id: 99999, version: 2 }) }), 400, 'Campo categoría: la categoría seleccionada no existe');
    });

    it('400 for a file that is not an image, 413 for one too large, 400 for a form that cannot be read', async () => {
      await expectUnchanged(() => update(row.id, { data: edit({ version: 2 }), image: notAnImage() }), 400, IMAGE_INVALID);
      await expectUnchanged(() => update(row.id, { data: edit({ version: 2 }), image: oversizePng() }), 413, IMAGE_TOO_LARGE);
      await expectUnchanged(() => sendTruncatedForm(t, API.productUpdate(row.id), admin.auth), 400, /No se pudo leer el formulario enviado/);
    });

    it('404 for an unknown product, 400 for a non-numeric id', async () => {
      await expectRefused(() => update(99999, { data: edit({ version: 1 }), image: uniquePng() }), 404, 'El producto no existe');
      await expectRefused(() => update('uno', { data: edit({ version: 1 }) }), 400, /id/i);
    });

    it('401 without a session, 403 for anyone but the administrator', async () => {
      await expectUnchanged(() => update(row.id, { data: edit({ version: 2 }) }, { auth: {} } as TestUser), 401, /sesión/i);
      await expectUnchanged(() => update(row.id, { data: edit({ version: 2 }), image: uniquePng() }, participant), 403, 'No tiene permisos para esta acción');
      const approver = await createUser(t.db, { role: 'approver' });
      await expectUnchanged(() => update(row.id, { data: edit({ version: 2 }) }, approver), 403, 'No tiene permisos para esta acción');
    });
  });
});

describe('POST /api/products/delete/{id}', () => {
  it('deletes the product, answers its name, audits it and removes its picture', async () => {
    const row = await made({ name: 'Maleta de cabina' });
    const res = await remove(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'success', detail: 'Producto Maleta de cabina eliminado', product: { id: row.id, name: 'Maleta de cabina' } });
    expect(await productRow(row.id)).toBeUndefined();
    expect(fileExists(t, row.image!)).toBe(false);
    const audit = await auditOf(t.db, 'products', row.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toMatchObject({ name: 'Maleta de cabina', image: row.image });
    // SPEC 7 "no body": a client that sends the JSON content type with an empty body is the same call
    const other = await made({ name: 'Sombrilla de playa' });
    const withType = await t.app.inject({ method: 'POST', url: API.productDelete(other.id), headers: { ...admin.auth, 'content-type': 'application/json' } });
    expect(withType.statusCode).toBe(200);
  });

  it('keeps the picture while another row refers to it', async () => {
    const row = await made({ name: 'Set de ollas' });
    await t.db.insertInto('slides').values({ path: row.image!, position: 'Down', sort_order: 1, show: 0, responsive: 0 }).execute();
    expect((await remove(row.id)).statusCode).toBe(200);
    expect(fileExists(t, row.image!)).toBe(true);
  });

  it('409 naming the redemption requests that use it; nothing lost', async () => {
    const row = await made({ name: 'Tablet 10 pulgadas' });
    const at = new Date().toISOString();
    const request = { product_id: row.id, users_id: participant.id, points: 4200, created_at: at, updated_at: at, comment: null, buyer_comment: null, purchase_date: null };
    await t.db.insertInto('apply_for').values({ ...request, state: 'rechazado' }).execute();
    const files = storedFiles(t, 'products');
    const res = await remove(row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'error', statusCode: 409,
      detail: 'No se puede eliminar el producto Tablet 10 pulgadas: tiene 1 solicitud de redención, que deben conservar el producto pedido.',
    });
    await t.db.insertInto('apply_for').values({ ...request, state: 'confirmado' }).execute();
    expect((await remove(row.id)).json().detail).toMatch(/tiene 2 solicitudes de redención/);
    expect(await productRow(row.id)).toEqual(row);
    expect(storedFiles(t, 'products')).toEqual(files);
    expect((await auditOf(t.db, 'products', row.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('404 for an unknown product (also the second delete), 400 for a non-numeric id', async () => {
    const row = await made({ name: 'Linterna LED' });
    expect((await remove(row.id)).statusCode).toBe(200);
    const again = await remove(row.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('El producto no existe');
    expect((await remove('abc')).statusCode).toBe(400);
  });

  it('401 without a session, 403 for anyone but the administrator; the product stays', async () => {
    const row = await made({ name: 'Cava de vinos' });
    expect((await remove(row.id, {})).statusCode).toBe(401);
    for (const role of ['participant', 'approver', 'buyer'] as const) {
      const res = await remove(row.id, (await createUser(t.db, { role })).auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('No tiene permisos para esta acción');
    }
    expect(await productRow(row.id)).toEqual(row);
    expect(fileExists(t, row.image!)).toBe(true);
  });
});
