// SPEC 7 design writes through the HTTP api, on SQLite and PostgreSQL: POST /api/design body name,
// brand_id; PUT /api/design/{id} body id, name, brand_id (+ the version loaded, docs/adr/0007-versioned-edits.md); DELETE /api/design/{id}. Administrator only, each audited; SPEC 5 "Names" (5 on
// create, 3 on edit) and 'Seleccione Una Marca'; a design that tires use is kept.
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedCatalogue, type Catalogue } from '../invoices/test-fixtures';

let t: TestApp;
let c: Catalogue;
let admin: TestUser;
let participant: TestUser;
let approver: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId });
  approver = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
});
afterAll(async () => t.close());

const STALE = 'El diseño fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
const BRAND_MISSING = 'Campo marca: la marca seleccionada no existe';

type Headers = Record<string, string>;
const create = (payload: object, headers: Headers = admin.auth) => t.app.inject({ method: 'POST', url: API.designs, headers, payload });
const update = (id: number | string, payload: object, headers: Headers = admin.auth) => t.app.inject({ method: 'PUT', url: API.design(id), headers, payload });
const remove = (id: number | string, headers: Headers = admin.auth) => t.app.inject({ method: 'DELETE', url: API.design(id), headers });
const stored = (id: number) => t.db.selectFrom('designs').select(['id', 'name', 'brand_id', 'version']).where('id', '=', id).executeTakeFirst();
const designCount = async () => Number((await t.db.selectFrom('designs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const michelin = () => ({ id: c.brands.michelin, name: 'Michelin' });
const bfg = () => ({ id: c.brands.bfg, name: 'BFGoodrich' });
const addTire = (designId: number, name: string) =>
  t.db.insertInto('tires').values({ name, tire_code: `C-${name}`, description: `Llanta ${name}`, design_id: designId }).execute();

describe('POST /api/design', () => {
  it("creates the design of the brand, answers SPEC 8 'Diseño Creada con Éxito' and audits the administrator", async () => {
    const res = await create({ name: '  CrossClimate 2 ', brand_id: c.brands.michelin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'success',
      detail: 'Diseño Creada con Éxito',
      design: { id: expect.any(Number), name: 'CrossClimate 2', brand_id: c.brands.michelin, brand: michelin(), version: 1 },
    });
    const id = body.design.id;
    expect(await stored(id)).toEqual({ id, name: 'CrossClimate 2', brand_id: c.brands.michelin, version: 1 });
    const audit = await auditOf(t.db, 'designs', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ name: 'CrossClimate 2', brand_id: c.brands.michelin });
    // the design appears in its brand's list
    const ofBrand = await t.app.inject({ method: 'GET', url: API.designsByBrand(c.brands.michelin), headers: participant.auth });
    expect(ofBrand.json().map((d: { id: number }) => d.id)).toContain(id);
  });

  it("takes the brand as a select's value too (its digits)", async () => {
    const res = await create({ name: 'Mud-Terrain KM3', brand_id: String(c.brands.bfg) });
    expect(res.statusCode).toBe(200);
    expect(res.json().design).toMatchObject({ brand_id: c.brands.bfg, brand: bfg() });
  });

  it("SPEC 5: a name needs 5 characters on create; the brand is required ('Seleccione Una Marca'); nothing stored", async () => {
    const before = await designCount();
    const short = await create({ name: 'Ecst', brand_id: c.brands.bfg });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'error', detail: 'Campo nombre: Mínimo 5 caracteres', statusCode: 400 });
    expect((await create({ brand_id: c.brands.bfg })).json().detail).toBe('Campo nombre: Requerido');
    for (const brand_id of [undefined, null, '', 0, -2, 'abc', 1.5, true, 2 ** 31]) {
      const res = await create({ name: 'Sin Marca', brand_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail: 'Campo marca: Seleccione Una Marca', statusCode: 400 });
    }
    expect(await designCount()).toBe(before);
    expect((await create({ name: 'Ecsta', brand_id: c.brands.bfg })).statusCode).toBe(200);
  });

  it('a brand that does not exist is a 400 naming the field; nothing stored, nothing audited', async () => {
    const before = await designCount();
    const audits = (await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'designs').execute()).length;
    const res = await create({ name: 'Diseño Huérfano', brand_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: BRAND_MISSING, statusCode: 400 });
    expect(await designCount()).toBe(before);
    expect((await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'designs').execute()).length).toBe(audits);
  });

  it('409 for a name its brand has already (any capitals or accents); the same name under another brand is fine', async () => {
    const taken = await create({ name: 'PRIMACY 4', brand_id: c.brands.michelin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'error', detail: 'Ya existe un diseño con ese nombre en esa marca', statusCode: 409 });
    expect((await create({ name: 'Prímacy 4', brand_id: c.brands.michelin })).statusCode).toBe(409);
    expect((await create({ name: 'Primacy 4', brand_id: c.brands.bfg })).statusCode).toBe(200);
  });
});

describe('PUT /api/design/{id}', () => {
  const newDesign = async (name: string, brandId = c.brands.michelin) => (await create({ name, brand_id: brandId })).json().design.id as number;

  it("changes name and brand with the version loaded, answers 'Diseño {name} editado con éxito' and audits before/after", async () => {
    const id = await newDesign('Latitude Tour');
    const res = await update(id, { id, name: 'Latitude Sport', brand_id: String(c.brands.bfg), version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'success',
      detail: 'Diseño Latitude Sport editado con éxito',
      design: { id, name: 'Latitude Sport', brand_id: c.brands.bfg, brand: bfg(), version: 2 },
    });
    const one = await t.app.inject({ method: 'GET', url: API.design(id), headers: admin.auth });
    expect(one.json()).toEqual({ id, name: 'Latitude Sport', brand_id: c.brands.bfg, brand: bfg(), version: 2 });
    const audit = await auditOf(t.db, 'designs', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({
      before: { name: 'Latitude Tour', brand_id: c.brands.michelin },
      after: { name: 'Latitude Sport', brand_id: c.brands.bfg },
    });
  });

  it('SPEC 7 body without id is fine; an id that is not the design of the path is a 400', async () => {
    const id = await newDesign('Energy Saver');
    const other = await update(id, { id: id + 1000, name: 'Energy Saver+', brand_id: c.brands.michelin, version: 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe('El id del cuerpo no coincide con el de la ruta');
    expect((await update(id, { name: 'Energy Saver+', brand_id: c.brands.michelin, version: 1 })).statusCode).toBe(200);
  });

  it('a form loaded before someone else saved gets 409 with a Spanish detail, and the other change stays', async () => {
    const id = await newDesign('Alpin A6');
    expect((await update(id, { id, name: 'Alpin A7', brand_id: c.brands.michelin, version: 1 })).statusCode).toBe(200);
    const stale = await update(id, { id, name: 'Alpin A8', brand_id: c.brands.bfg, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
    expect(await stored(id)).toEqual({ id, name: 'Alpin A7', brand_id: c.brands.michelin, version: 2 });
    expect((await auditOf(t.db, 'designs', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('of two saves of the same version sent at once, exactly one wins', async () => {
    const id = await newDesign('Agilis Camping');
    const answers = await Promise.all([
      update(id, { id, name: 'Agilis Uno', brand_id: c.brands.michelin, version: 1 }),
      update(id, { id, name: 'Agilis Dos', brand_id: c.brands.michelin, version: 1 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().design;
    expect(await stored(id)).toMatchObject({ name: winner.name, version: 2 });
  });

  it('SPEC 5: 3 characters on edit and the brand required; an unknown brand, a taken name or a bad version changes nothing', async () => {
    const id = await newDesign('Defender LTX');
    const send = (payload: object) => update(id, { id, name: 'Defender', brand_id: c.brands.michelin, version: 1, ...payload });
    const expectDetail = async (payload: object, status: number, detail: string) => {
      const res = await send(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: status });
    };
    await expectDetail({ name: 'De' }, 400, 'Campo nombre: Mínimo 3 caracteres');
    await expectDetail({ brand_id: '' }, 400, 'Campo marca: Seleccione Una Marca');
    await expectDetail({ brand_id: 999999 }, 400, BRAND_MISSING);
    await expectDetail({ name: 'pilot sport 4' }, 409, 'Ya existe un diseño con ese nombre en esa marca');
    await expectDetail({ version: undefined }, 400, 'Campo versión: Recargue la página e inténtelo de nuevo');
    expect(await stored(id)).toEqual({ id, name: 'Defender LTX', brand_id: c.brands.michelin, version: 1 });
    expect((await auditOf(t.db, 'designs', id)).map((a) => a.action)).toEqual(['create']);
    const three = await send({ name: 'Def' });
    expect(three.statusCode).toBe(200);
    expect(three.json().detail).toBe('Diseño Def editado con éxito');
  });
});

describe('DELETE /api/design/{id}', () => {
  it('deletes a design no tire uses, answers success and audits it', async () => {
    const id = (await create({ name: 'Diseño Temporal', brand_id: c.brands.bfg })).json().design.id;
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'success',
      detail: 'Diseño Diseño Temporal eliminado',
      design: { id, name: 'Diseño Temporal', brand_id: c.brands.bfg, brand: bfg(), version: 1 },
    });
    expect(await stored(id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: API.design(id), headers: admin.auth })).statusCode).toBe(404);
    const audit = await auditOf(t.db, 'designs', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
  });

  it('409 naming how many tires use the design; nothing deleted, nothing audited', async () => {
    const one = await remove(c.designs.pilot);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: 'error',
      detail: 'No se puede eliminar el diseño: lo usa 1 llanta. Elimine o cambie de diseño esas llantas primero.',
      statusCode: 409,
    });
    expect((await remove(c.designs.primacy)).json().detail).toBe('No se puede eliminar el diseño: lo usan 2 llantas. Elimine o cambie de diseño esas llantas primero.');
    const id = (await create({ name: 'Con Llantas', brand_id: c.brands.bfg })).json().design.id;
    await addTire(id, '195/65R15');
    expect((await remove(id)).statusCode).toBe(409);
    expect(await stored(id)).toMatchObject({ id, name: 'Con Llantas' });
    expect(await stored(c.designs.pilot)).toMatchObject({ name: 'Pilot Sport 4' });
    expect((await auditOf(t.db, 'designs', id)).map((a) => a.action)).toEqual(['create']);
  });
});

describe('who may call', () => {
  it('401 without a session on every write', async () => {
    for (const res of [
      await create({ name: 'Sin Sesión', brand_id: c.brands.bfg }, {}),
      await update(c.designs.kot, { name: 'Sin Sesión', brand_id: c.brands.bfg, version: 1 }, {}),
      await remove(c.designs.kot, {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
    }
  });

  it('403 for every profile but the administrator on every write; nothing changes', async () => {
    const id = (await create({ name: 'Solo Admin', brand_id: c.brands.bfg })).json().design.id;
    const before = await designCount();
    for (const user of [participant, approver, buyer]) {
      for (const res of [
        await create({ name: 'Otro Diseño', brand_id: c.brands.bfg }, user.auth),
        await update(id, { id, name: 'Otro Diseño', brand_id: c.brands.bfg, version: 1 }, user.auth),
        await remove(id, user.auth),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'error', detail: 'No tiene permisos para esta acción', statusCode: 403 });
      }
    }
    expect(await designCount()).toBe(before);
    expect(await stored(id)).toEqual({ id, name: 'Solo Admin', brand_id: c.brands.bfg, version: 1 });
  });

  it('404 with a Spanish detail on update and delete of a design that does not exist', async () => {
    for (const res of [await update(999999, { name: 'No Existe', brand_id: c.brands.bfg, version: 1 }), await remove(999999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error', detail: 'El diseño no existe', statusCode: 404 });
    }
  });
});
