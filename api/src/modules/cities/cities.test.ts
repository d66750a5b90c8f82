// SPEC 7 "Cities" CRUD through the HTTP api, with SPEC 5 name rules (5 on create, 3 on edit).
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createSubsidiary, createUser, participantProfile, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let participant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { role: 'participant' });
});
afterAll(async () => t.close());

const create = (name: unknown, headers = admin.auth) => t.app.inject({ method: 'POST', url: API.cities, headers, payload: { name } });

describe('cities', () => {
  it('creates, reads, edits and deletes a city, leaving an audit row for each write', async () => {
    const created = await create('Manizales');
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({ message: 'success', detail: 'Ciudad Creada con Éxito', city: { id: expect.any(Number), name: 'Manizales', version: 1 } });
    const id = body.city.id;

    const one = await t.app.inject({ method: 'GET', url: API.city(id), headers: participant.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ id, name: 'Manizales', version: 1 });

    const list = await t.app.inject({ method: 'GET', url: API.cities, headers: participant.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ id, name: 'Manizales', version: 1 });

    const edited = await t.app.inject({ method: 'PUT', url: API.city(id), headers: admin.auth, payload: { id, name: 'Cúcuta', version: 1 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ message: 'success', detail: 'Ciudad Cúcuta editada con éxito', city: { id, name: 'Cúcuta', version: 2 } });
    expect((await t.app.inject({ method: 'GET', url: API.city(id), headers: admin.auth })).json().name).toBe('Cúcuta');

    const deleted = await t.app.inject({ method: 'DELETE', url: API.city(id), headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('success');
    expect((await t.app.inject({ method: 'GET', url: API.city(id), headers: admin.auth })).statusCode).toBe(404);

    const audit = await auditOf(t.db, 'cities', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id], ['delete', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({ before: 'Manizales', after: 'Cúcuta' });
  });

  it('lists cities by name', async () => {
    await create('Zipaquirá');
    await create('Armenia');
    const names: string[] = (await t.app.inject({ method: 'GET', url: API.cities, headers: admin.auth })).json().map((c: { name: string }) => c.name);
    expect(names.indexOf('Armenia')).toBeLessThan(names.indexOf('Zipaquirá'));
  });

  it('SPEC 5: a name needs 5 characters on create and 3 on edit', async () => {
    const short = await create('Cali');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'error', detail: 'Campo nombre: Mínimo 5 caracteres', statusCode: 400 });
    expect((await create('   ab   ')).statusCode).toBe(400);
    expect((await create(undefined)).statusCode).toBe(400);

    const id = (await create('Popayán')).json().city.id;
    const editShort = await t.app.inject({ method: 'PUT', url: API.city(id), headers: admin.auth, payload: { id, name: 'Ab', version: 1 } });
    expect(editShort.statusCode).toBe(400);
    expect(editShort.json().detail).toBe('Campo nombre: Mínimo 3 caracteres');
    const editThree = await t.app.inject({ method: 'PUT', url: API.city(id), headers: admin.auth, payload: { id, name: 'Ibé', version: 1 } });
    expect(editThree.statusCode).toBe(200);
  });

  it('refuses a body id that is not the city of the path, and a bad id', async () => {
    const id = (await create('Santa Marta')).json().city.id;
    const res = await t.app.inject({ method: 'PUT', url: API.city(id), headers: admin.auth, payload: { id: id + 1000, name: 'Otra', version: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('El id del cuerpo no coincide con el de la ruta');
    const bad = await t.app.inject({ method: 'GET', url: API.city('abc'), headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Campo id: Id no válido');
  });

  it('refuses a second city with the same name (any capitals)', async () => {
    expect((await create('Villavicencio')).statusCode).toBe(200);
    const again = await create('VILLAVICENCIO');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Ya existe una ciudad con ese nombre');
  });

  it('refuses the same name with an accented capital, in other capitals or without its accents, on both databases', async () => {
    // SQLite's lower() leaves 'Á' as it is: a check on lower() would store 'Ábrego' twice there
    expect((await create('Ábrego')).statusCode).toBe(200);
    for (const name of ['Ábrego', 'ÁBREGO', 'abrego', ' Abrego ']) {
      const res = await create(name);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'error', detail: 'Ya existe una ciudad con ese nombre', statusCode: 409 });
    }
    const rows = await t.db.selectFrom('cities').select('name').where('name', 'in', ['Ábrego', 'ÁBREGO', 'abrego', 'Abrego']).execute();
    expect(rows).toEqual([{ name: 'Ábrego' }]);
    // an edit to another city's name, the same way
    const id = (await create('Ocaña Norte')).json().city.id;
    const taken = await t.app.inject({ method: 'PUT', url: API.city(id), headers: admin.auth, payload: { id, name: 'ABREGO', version: 1 } });
    expect(taken.statusCode).toBe(409);
  });

  it('of five creates of the same name sent at once (five administrators), exactly one is stored', async () => {
    // PostgreSQL read committed let several through: each saw no city of that name, then inserted
    const admins = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db, { role: 'admin' })));
    const answers = await Promise.all(admins.map((a, i) => create(i % 2 ? 'Sogamoso' : 'SOGAMOSO', a.auth)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expect(refused.json().detail).toBe('Ya existe una ciudad con ese nombre');
    const rows = await t.db.selectFrom('cities').select('id').where('name', 'in', ['Sogamoso', 'SOGAMOSO']).execute();
    expect(rows).toHaveLength(1);
    expect((await auditOf(t.db, 'cities', rows[0].id)).map((a) => a.action)).toEqual(['create']);
  });

  it('of two edits giving two cities the same name at once, exactly one is saved', async () => {
    const first = (await create('Girardot')).json().city.id;
    const second = (await create('Fusagasugá')).json().city.id;
    const answers = await Promise.all([
      t.app.inject({ method: 'PUT', url: API.city(first), headers: admin.auth, payload: { id: first, name: 'Chía', version: 1 } }),
      t.app.inject({ method: 'PUT', url: API.city(second), headers: admin.auth, payload: { id: second, name: 'CHÍA', version: 1 } }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe('Ya existe una ciudad con ese nombre');
    const named = await t.db.selectFrom('cities').select('id').where('name', 'in', ['Chía', 'CHÍA']).execute();
    expect(named).toHaveLength(1);
  });

  it('401 without a session; 403 for a participant on every write', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.cities })).statusCode).toBe(401);
    const created = await create('Valledupar');
    const id = created.json().city.id;
    const tries = [
      await create('Sincelejo', participant.auth),
      await t.app.inject({ method: 'PUT', url: API.city(id), headers: participant.auth, payload: { id, name: 'Otra ciudad', version: 1 } }),
      await t.app.inject({ method: 'DELETE', url: API.city(id), headers: participant.auth }),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'error', detail: 'No tiene permisos para esta acción', statusCode: 403 });
    }
    // an approver is staff but not an administrator
    const approver = await createUser(t.db, { role: 'approver' });
    expect((await create('Sincelejo', approver.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API.city(id), headers: admin.auth })).json().name).toBe('Valledupar');
  });

  it('404 with a Spanish detail for a city that does not exist', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: API.city(999999), headers: admin.auth }),
      await t.app.inject({ method: 'PUT', url: API.city(999999), headers: admin.auth, payload: { name: 'Tunja centro', version: 1 } }),
      await t.app.inject({ method: 'DELETE', url: API.city(999999), headers: admin.auth }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error', detail: 'La ciudad no existe', statusCode: 404 });
    }
  });

  it('409 when deleting a city that still has branches', async () => {
    const id = (await create('Neiva Centro')).json().city.id;
    await createSubsidiary(t.db, id, await participantProfile(t.db));
    const res = await t.app.inject({ method: 'DELETE', url: API.city(id), headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'error', detail: 'No se puede eliminar la ciudad: tiene sucursales asociadas.', statusCode: 409 });
    expect((await t.app.inject({ method: 'GET', url: API.city(id), headers: admin.auth })).statusCode).toBe(200);
  });

  describe('an edit over a newer version is refused (last write must not silently win)', () => {
    const STALE = 'La ciudad fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
    const put = (id: number, payload: unknown) => t.app.inject({ method: 'PUT', url: API.city(id), headers: admin.auth, payload: payload as object });
    const stored = async (id: number) => (await t.app.inject({ method: 'GET', url: API.city(id), headers: admin.auth })).json();

    it('a form loaded before someone else saved gets 409 with a Spanish detail, and the other change stays', async () => {
      const id = (await create('Florencia')).json().city.id;
      const loadedByA = await stored(id);
      const loadedByB = await stored(id);
      expect(loadedByA.version).toBe(1);

      const savedByB = await put(id, { id, name: 'Florencia Centro', version: loadedByB.version });
      expect(savedByB.statusCode).toBe(200);
      expect(savedByB.json().city).toEqual({ id, name: 'Florencia Centro', version: 2 });

      const savedByA = await put(id, { id, name: 'Florencia Sur', version: loadedByA.version });
      expect(savedByA.statusCode).toBe(409);
      expect(savedByA.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
      expect(await stored(id)).toEqual({ id, name: 'Florencia Centro', version: 2 });
      expect((await auditOf(t.db, 'cities', id)).map((a) => a.action)).toEqual(['create', 'update']);

      // after reloading, the same person saves over the version they now see
      const again = await put(id, { id, name: 'Florencia Sur', version: (await stored(id)).version });
      expect(again.statusCode).toBe(200);
      expect(await stored(id)).toEqual({ id, name: 'Florencia Sur', version: 3 });
    });

    it('a missing or forged version is refused with a Spanish detail and changes nothing', async () => {
      const id = (await create('Riohacha')).json().city.id;
      for (const version of [undefined, null, 'abc', '1', 0, -1, 1.5, 2 ** 40]) {
        const res = await put(id, { id, name: 'Riohacha Norte', version });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'error', detail: 'Campo versión: Recargue la página e inténtelo de nuevo', statusCode: 400 });
      }
      // a well-formed version the city never had (or not yet) is as stale as an old one
      const ahead = await put(id, { id, name: 'Riohacha Norte', version: 7 });
      expect(ahead.statusCode).toBe(409);
      expect(ahead.json().detail).toBe(STALE);
      expect(await stored(id)).toEqual({ id, name: 'Riohacha', version: 1 });
      expect((await auditOf(t.db, 'cities', id)).map((a) => a.action)).toEqual(['create']);
    });

    it('of two saves of the same version sent at once, exactly one wins', async () => {
      const id = (await create('Quibdó')).json().city.id;
      const answers = await Promise.all([
        put(id, { id, name: 'Quibdó Uno', version: 1 }),
        put(id, { id, name: 'Quibdó Dos', version: 1 }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((r) => r.statusCode === 200)!.json().city;
      expect(await stored(id)).toEqual({ id, name: winner.name, version: 2 });
      expect((await auditOf(t.db, 'cities', id)).map((a) => a.action)).toEqual(['create', 'update']);
    });
  });
});
