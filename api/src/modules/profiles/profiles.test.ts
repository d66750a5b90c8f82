// SPEC 7 "Users, branches, profiles": every profile call through the HTTP api, on SQLite and
// PostgreSQL. GET /api/profiles/all (also on the list contract), /sellers and /get/{id}
// for any signed-in user; create, update and delete by the administrator, each audited, with SPEC 5
// "Names" (3 on create and on edit), SPEC 8 texts, stale edits refused (docs/adr/0007-versioned-edits.md), the staff roles 1, 4 and 5 (SPEC 6) and profiles in use kept.
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createCity, createSubsidiary, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let oro: number;
let admin: TestUser;
let participant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  // the migration creates the role profiles 1, 4 and 5; a participant tier is ordinary data
  oro = (await t.db.insertInto('profiles').values({ name: 'Vendedor Oro' }).returning('id').executeTakeFirstOrThrow()).id;
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { profilesId: oro });
});
afterAll(async () => t.close());

const STALE = 'El perfil fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = admin.auth) => t.app.inject({ method: 'GET', url, headers });
const create = (name: unknown, headers: Headers = admin.auth) => t.app.inject({ method: 'POST', url: API.profileCreate, headers, payload: { name } });
const update = (id: number | string, payload: object, headers: Headers = admin.auth) =>
  t.app.inject({ method: 'PUT', url: API.profileUpdate(id), headers, payload });
const remove = (id: number | string, headers: Headers = admin.auth) => t.app.inject({ method: 'DELETE', url: API.profileDelete(id), headers });
const stored = (id: number) => t.db.selectFrom('profiles').select(['id', 'name', 'version']).where('id', '=', id).executeTakeFirst();
const profileCount = async () => Number((await t.db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const fresh = async (name: string) => (await create(name)).json().profile.id as number;

describe('GET /api/profiles/all', () => {
  it('lists every profile (id, name) by id, to staff and participants', async () => {
    for (const user of [admin, participant]) {
      const res = await get(API.profilesAll, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: 1, name: 'Administrador' },
        { id: 4, name: 'Aprobador' },
        { id: 5, name: 'Comprador' },
        { id: oro, name: 'Vendedor Oro' },
      ]);
    }
    expect(oro).toBeGreaterThan(5);
  });

  it('on the list contract: a page with the total, by name whatever the accents, searched by name', async () => {
    const page = await get(`${API.profilesAll}?page=2&pageSize=3`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ rows: [{ id: oro, name: 'Vendedor Oro' }], total: 4 });
    expect((await get(`${API.profilesAll}?sort=-name&pageSize=2`)).json()).toEqual({
      rows: [{ id: oro, name: 'Vendedor Oro' }, { id: 5, name: 'Comprador' }], total: 4,
    });
    expect((await get(`${API.profilesAll}?q=APROBADÓR`)).json()).toEqual({ rows: [{ id: 4, name: 'Aprobador' }], total: 1 });
    const bad = await get(`${API.profilesAll}?sort=email`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/id, name/);
  });

  it('refuses a call without a session, or with an unknown token', async () => {
    expect((await get(API.profilesAll, {})).statusCode).toBe(401);
    const res = await get(API.profilesAll, { authorization: 'Bearer no-existe' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
  });
});

describe('GET /api/profiles/sellers', () => {
  it('answers the participants\' profiles only (SPEC 6: not 1, 4 or 5), by id', async () => {
    const plata = (await t.db.insertInto('profiles').values({ name: 'Vendedor Plata' }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await get(API.profilesSellers, participant.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: oro, name: 'Vendedor Oro' }, { id: plata, name: 'Vendedor Plata' }]);
    await t.db.deleteFrom('profiles').where('id', '=', plata).execute();
    expect((await get(API.profilesSellers, {})).statusCode).toBe(401);
  });
});

describe('GET /api/profiles/get/{id}', () => {
  it('answers the profile with the version its edit form sends back', async () => {
    const res = await get(API.profileGet(oro));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: oro, name: 'Vendedor Oro', version: 1 });
  });

  it('404 with a Spanish detail for an unknown profile, 400 for an id that is not one, 401 without a session', async () => {
    const missing = await get(API.profileGet(999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'El perfil no existe', statusCode: 404 });
    expect((await get(API.profileGet('abc'))).statusCode).toBe(400);
    expect((await get(API.profileGet(oro), {})).statusCode).toBe(401);
  });
});

describe('POST /api/profiles/create', () => {
  it("creates the profile, answers SPEC 8 'Perfil {name} Creado con Éxito' and audits the administrator", async () => {
    const res = await create('  Vendedor Bronce ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const id = body.profile.id;
    expect(body).toEqual({ message: 'success', detail: 'Perfil Vendedor Bronce Creado con Éxito', profile: { id, name: 'Vendedor Bronce', version: 1 } });
    expect(await stored(id)).toEqual({ id, name: 'Vendedor Bronce', version: 1 });
    const audit = await auditOf(t.db, 'profiles', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ name: 'Vendedor Bronce' });
  });

  it('SPEC 5 "Names": 3 characters (after trimming); nothing is stored otherwise', async () => {
    const before = await profileCount();
    for (const [name, detail] of [
      ['Ab', 'Campo nombre: Mínimo 3 caracteres'],
      ['  ab  ', 'Campo nombre: Mínimo 3 caracteres'],
      [undefined, 'Campo nombre: Requerido'],
      ['x'.repeat(151), 'Campo nombre: Máximo 150 caracteres'],
    ] as const) {
      const res = await create(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: 400 });
    }
    expect(await profileCount()).toBe(before);
    expect((await create('Oro')).statusCode).toBe(200);
  });

  it('409 for a name that exists already, whatever the capitals or accents; nothing stored', async () => {
    const before = await profileCount();
    for (const name of ['ADMINISTRADOR', 'vendedor oro', 'Vendedór Oro']) {
      const res = await create(name);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'error', detail: 'Ya existe un perfil con ese nombre', statusCode: 409 });
    }
    expect(await profileCount()).toBe(before);
  });

  it('of three creates of the same name sent at once, exactly one is stored', async () => {
    const answers = await Promise.all(['Platino', 'PLATINO', 'platino'].map((name) => create(name)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.selectFrom('profiles').select('id').where('name_key', '=', 'platino').execute()).toHaveLength(1);
  });

  it('401 without a session, 403 for a participant; nothing stored', async () => {
    expect((await create('Perfil Prohibido', {})).statusCode).toBe(401);
    const res = await create('Perfil Prohibido', participant.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 403 });
    expect(await t.db.selectFrom('profiles').select('id').where('name', '=', 'Perfil Prohibido').execute()).toEqual([]);
  });
});

describe('PUT /api/profiles/update/{id}', () => {
  it("renames with the version loaded, answers SPEC 8 'Perfil {name} Editado con Éxito', raises the version and audits before/after", async () => {
    const id = await fresh('Diamante');
    const res = await update(id, { name: ' Diamante Plus ', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Perfil Diamante Plus Editado con Éxito', profile: { id, name: 'Diamante Plus', version: 2 } });
    expect(await stored(id)).toEqual({ id, name: 'Diamante Plus', version: 2 });
    const audit = await auditOf(t.db, 'profiles', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({ before: 'Diamante', after: 'Diamante Plus' });
  });

  it('a staff profile may be renamed: roles go by id (SPEC 6), so the approver stays an approver', async () => {
    const approver = await createUser(t.db, { role: 'approver' });
    const version = (await get(API.profileGet(4))).json().version;
    const res = await update(4, { name: 'Aprobador de Redenciones', version });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual({ id: 4, name: 'Aprobador de Redenciones', version: version + 1 });
    // the approver keeps profile 4, so the same role: still signed in, still no administrator's write
    expect((await t.db.selectFrom('users').select('profiles_id').where('id', '=', approver.id).executeTakeFirstOrThrow()).profiles_id).toBe(4);
    expect((await get(API.profilesAll, approver.auth)).statusCode).toBe(200);
    expect((await create('Perfil del Aprobador', approver.auth)).statusCode).toBe(403);
    expect((await update(4, { name: 'Aprobador', version: version + 1 })).statusCode).toBe(200);
  });

  it('a form loaded before someone else saved gets 409 with a Spanish detail, and the other change stays', async () => {
    const id = await fresh('Esmeralda');
    expect((await update(id, { name: 'Esmeralda Uno', version: 1 })).statusCode).toBe(200);
    const stale = await update(id, { name: 'Esmeralda Dos', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
    expect((await update(id, { name: 'Esmeralda Dos', version: 8 })).json().detail).toBe(STALE);
    expect(await stored(id)).toEqual({ id, name: 'Esmeralda Uno', version: 2 });
    expect((await auditOf(t.db, 'profiles', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('of two saves of the same version sent at once, exactly one wins', async () => {
    const id = await fresh('Rubí');
    const answers = await Promise.all([update(id, { name: 'Rubí Uno', version: 1 }), update(id, { name: 'Rubí Dos', version: 1 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(id))?.version).toBe(2);
    expect((await auditOf(t.db, 'profiles', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it("3 characters on edit; a missing version is a 400; another profile's name a 409; nothing changes", async () => {
    const id = await fresh('Zafiro');
    for (const [payload, status, detail] of [
      [{ name: 'Za', version: 1 }, 400, 'Campo nombre: Mínimo 3 caracteres'],
      [{ name: 'Zafiro Azul' }, 400, 'Campo versión: Recargue la página e inténtelo de nuevo'],
      [{ name: 'comprador', version: 1 }, 409, 'Ya existe un perfil con ese nombre'],
    ] as const) {
      const res = await update(id, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: status });
    }
    expect(await stored(id)).toEqual({ id, name: 'Zafiro', version: 1 });
    expect((await update(id, { name: 'ZAFIRO', version: 1 })).statusCode).toBe(200);
  });

  it('404 for an unknown profile, 401 without a session, 403 for a participant', async () => {
    const missing = await update(999999, { name: 'Nadie', version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'El perfil no existe', statusCode: 404 });
    expect((await update(oro, { name: 'Vendedor Oro Nuevo', version: 1 }, {})).statusCode).toBe(401);
    expect((await update(oro, { name: 'Vendedor Oro Nuevo', version: 1 }, participant.auth)).statusCode).toBe(403);
    expect(await stored(oro)).toEqual({ id: oro, name: 'Vendedor Oro', version: 1 });
  });
});

describe('DELETE /api/profiles/delete/{id}', () => {
  it("deletes a profile nothing uses, answers 'Perfil {name} eliminado' and audits it", async () => {
    const id = await fresh('Cobre');
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Perfil Cobre eliminado', profile: { id, name: 'Cobre', version: 1 } });
    expect(await stored(id)).toBeUndefined();
    expect((await auditOf(t.db, 'profiles', id)).map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('refuses the staff roles 1, 4 and 5 (SPEC 6) with a Spanish detail, even when no one has them', async () => {
    for (const [id, name] of [[5, 'Comprador'], [4, 'Aprobador'], [1, 'Administrador']] as const) {
      const res = await remove(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'error', statusCode: 409,
        detail: `No se puede eliminar el perfil ${name}: es un rol del portal (administrador, aprobador o comprador).`,
      });
      expect(await stored(id)).toBeDefined();
    }
  });

  it('409 with a Spanish detail counting its users, branches and tires\' points; nothing is removed', async () => {
    const id = await fresh('Titanio');
    await createUser(t.db, { profilesId: id });
    expect((await remove(id)).json()).toEqual({ message: 'error', detail: 'No se puede eliminar el perfil: está asignado a 1 usuario.', statusCode: 409 });
    await createUser(t.db, { profilesId: id });
    const city = await createCity(t.db, 'Medellín');
    await createSubsidiary(t.db, city, id, 'Sucursal Titanio');
    const brand = (await t.db.insertInto('brands').values({ name: 'Marca Titanio' }).returning('id').executeTakeFirstOrThrow()).id;
    const design = (await t.db.insertInto('designs').values({ name: 'Diseño Titanio', brand_id: brand }).returning('id').executeTakeFirstOrThrow()).id;
    const tire = (await t.db.insertInto('tires').values({ name: '205/55R16', tire_code: 'C-TIT', description: 'Llanta Titanio', design_id: design }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('tire_points').values({ tire_id: tire, profiles_id: id, points_general: 10, points_uhp: 0, points_total: 10 }).execute();
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('No se puede eliminar el perfil: está asignado a 2 usuarios, 1 sucursal y los puntos de 1 llanta.');
    expect(await stored(id)).toBeDefined();
    expect((await auditOf(t.db, 'profiles', id)).map((a) => a.action)).toEqual(['create']);
  });

  it('404 for an unknown profile, 400 for an id that is not one, 401 without a session, 403 for a participant', async () => {
    const missing = await remove(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'El perfil no existe', statusCode: 404 });
    expect((await remove('abc')).statusCode).toBe(400);
    const id = await fresh('Granito');
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, participant.auth)).statusCode).toBe(403);
    expect(await stored(id)).toBeDefined();
  });
});
