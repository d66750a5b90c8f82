// SPEC 7 "Tires" through the HTTP api: GET /api/tire/{id}, POST /api/tire,
// PUT /api/tire/{id}, DELETE /api/tire/{id}: SPEC 3 shapes, SPEC 5 rules, SPEC 8 texts, writes by
// the administrator only with an audit row each, stale edits refused (docs/adr/0007-versioned-edits.md).
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedCatalogue, type Catalogue } from '../invoices/test-fixtures';
import { newCode, storedPoints, tireBody, tireCalls, tireFootprint } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let admin: TestUser;
let participant: TestUser;
let calls: ReturnType<typeof tireCalls>;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId });
  calls = tireCalls(t);
});
afterAll(async () => t.close());

const STALE = 'La llanta fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';

/** creates a tire as the administrator and answers it as stored (with version) */
async function created(overrides: Record<string, unknown> = {}) {
  const res = await calls.create(admin, tireBody(c, overrides));
  expect(res.statusCode).toBe(200);
  return res.json().tire;
}

/** the edit payload of a tire as GET /api/tire/{id} answered it (what the edit form sends back) */
function editOf(tire: any, overrides: Record<string, unknown> = {}) {
  return {
    id: tire.id,
    name: tire.name,
    tire_code: tire.tire_code,
    description: tire.description,
    design_id: tire.design_id,
    tire_points: tire.tire_points_by_profile.map((p: any) => ({ profiles_id: p.profiles_id, points_general: p.points_general, points_uhp: p.points_uhp, points_total: p.total_points })),
    version: tire.version,
    ...overrides,
  };
}

describe('create, read, edit and delete (SPEC 7 "Tires")', () => {
  it('creates a tire with its points per profile, reads it back for any signed-in user, edits and deletes it, with an audit row per write', async () => {
    const code = newCode('MX');
    const res = await calls.create(admin, tireBody(c, { name: ' 195/65R15 ', tire_code: code }));
    expect(res.statusCode).toBe(200);
    const design = { id: c.designs.primacy, name: 'Primacy 4', brand: { id: c.brands.michelin, name: 'Michelin' } };
    const tire = {
      id: expect.any(Number),
      name: '195/65R15',
      tire_code: code,
      description: 'Primacy 4 195/65R15 91H',
      design_id: c.designs.primacy,
      design,
      tire_points_by_profile: [
        { profile: { id: c.gold, name: 'Oro' }, profiles_id: c.gold, points_general: 40, points_uhp: 10, total_points: 50 },
        { profile: { id: c.silver, name: 'Plata' }, profiles_id: c.silver, points_general: 30, points_uhp: 0, total_points: 30 },
      ],
      version: 1,
    };
    // SPEC 8: 'Llanta Creada con Éxito'
    expect(res.json()).toEqual({ message: 'success', detail: 'Llanta Creada con Éxito', tire });
    const id: number = res.json().tire.id;

    for (const user of [participant, admin, await createUser(t.db, { role: 'approver' })]) {
      const one = await calls.get(user, id);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({ ...tire, id });
    }

    // a PUT replaces the points: Plata's block goes, a staff profile's block comes, Oro's changes
    const edit = editOf({ ...tire, id }, {
      name: '195/65R15 XL',
      design_id: c.designs.pilot,
      tire_points: [
        { profiles_id: c.gold, points_general: '45', points_uhp: '15', points_total: '60' },
        { profiles_id: 5, points_general: 0, points_uhp: 0 },
      ],
    });
    const edited = await calls.update(admin, id, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      message: 'success',
      detail: 'Llanta 195/65R15 XL editada con éxito',
      tire: {
        ...tire,
        id,
        name: '195/65R15 XL',
        design_id: c.designs.pilot,
        design: { ...design, id: c.designs.pilot, name: 'Pilot Sport 4' },
        tire_points_by_profile: [
          { profile: { id: 5, name: expect.any(String) }, profiles_id: 5, points_general: 0, points_uhp: 0, total_points: 0 },
          { profile: { id: c.gold, name: 'Oro' }, profiles_id: c.gold, points_general: 45, points_uhp: 15, total_points: 60 },
        ].sort((a, b) => a.profiles_id - b.profiles_id),
        version: 2,
      },
    });
    expect((await calls.get(participant, id)).json()).toEqual(edited.json().tire);
    expect(await storedPoints(t, id)).toEqual([
      { profiles_id: 5, points_general: 0, points_uhp: 0, points_total: 0 },
      { profiles_id: c.gold, points_general: 45, points_uhp: 15, points_total: 60 },
    ].sort((a, b) => a.profiles_id - b.profiles_id));

    const deleted = await calls.remove(admin, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'success', detail: 'Llanta 195/65R15 XL eliminada', tire: edited.json().tire });
    expect((await calls.get(admin, id)).statusCode).toBe(404);
    expect(await storedPoints(t, id)).toEqual([]);

    const audit = await auditOf(t.db, 'tires', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id], ['delete', admin.id]]);
    const update = JSON.parse(audit[1].detail!);
    expect(update.before).toMatchObject({ name: '195/65R15', design_id: c.designs.primacy, points: [expect.objectContaining({ profiles_id: c.gold, points_total: 50 }), expect.anything()] });
    expect(update.after).toMatchObject({ name: '195/65R15 XL', design_id: c.designs.pilot });
    // the deleted tire's points stay readable in the audit
    expect(JSON.parse(audit[2].detail!).points).toContainEqual({ profiles_id: c.gold, points_general: 45, points_uhp: 15, points_total: 60 });
  });

  it('stores points_total as general + UHP when the client leaves it out; a tire may start without points', async () => {
    const tire = await created({ tire_points: [{ profiles_id: c.gold, points_general: 7, points_uhp: 3 }] });
    expect(tire.tire_points_by_profile).toEqual([{ profile: { id: c.gold, name: 'Oro' }, profiles_id: c.gold, points_general: 7, points_uhp: 3, total_points: 10 }]);
    expect(await storedPoints(t, tire.id)).toEqual([{ profiles_id: c.gold, points_general: 7, points_uhp: 3, points_total: 10 }]);
    const bare = await created({ tire_points: [] });
    expect(bare.tire_points_by_profile).toEqual([]);
  });

  it('SPEC 5: the name needs 5 characters on create and 3 on edit', async () => {
    const short = await calls.create(admin, tireBody(c, { name: '15R4' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'error', detail: 'Campo nombre: Mínimo 5 caracteres', statusCode: 400 });

    const tire = await created();
    const two = await calls.update(admin, tire.id, editOf(tire, { name: ' R1 ' }));
    expect(two.statusCode).toBe(400);
    expect(two.json().detail).toBe('Campo nombre: Mínimo 3 caracteres');
    const three = await calls.update(admin, tire.id, editOf(tire, { name: 'R15' }));
    expect(three.statusCode).toBe(200);
    expect(three.json().tire.name).toBe('R15');
  });
});

describe('refused bodies: 400 with a Spanish detail and nothing stored', () => {
  const refusals: [string, (c: Catalogue) => Record<string, unknown>, string | RegExp][] = [
    ['SPEC 5: code at least 5', () => ({ tire_code: ' AB12 ' }), 'Campo código: Mínimo 5 caracteres'],
    ['SPEC 5: description at least 5', () => ({ description: 'Uno' }), 'Campo descripción: Mínimo 5 caracteres'],
    ['SPEC 5: design required (missing)', () => ({ design_id: undefined }), 'Campo diseño: Seleccione Una Diseño'],
    ['SPEC 5: design required (empty option)', () => ({ design_id: '' }), 'Campo diseño: Seleccione Una Diseño'],
    ['SPEC 5: design required (0)', () => ({ design_id: 0 }), 'Campo diseño: Seleccione Una Diseño'],
    ['an unknown design', () => ({ design_id: 999999 }), 'El diseño seleccionado no existe'],
    ['an unknown profile, named by its block', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 1, points_uhp: 0 }, { profiles_id: 999999, points_general: 1, points_uhp: 0 }] }), 'Puntos por perfil #2: el perfil no existe'],
    ['a profile twice', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 1, points_uhp: 0 }, { profiles_id: c.gold, points_general: 2, points_uhp: 0 }] }), /#2 .*: Este perfil ya tiene un bloque de puntos/],
    ['SPEC 9: points digits only (text)', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 'diez', points_uhp: 0 }] }), /: Solo números$/],
    ['SPEC 9: points digits only (decimal)', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 1, points_uhp: 1.5 }] }), /: Solo números$/],
    ['SPEC 9: points digits only (exponent)', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: '1e3', points_uhp: 0 }] }), /: Solo números$/],
    ['SPEC 9: points digits only (empty)', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: '', points_uhp: 0 }] }), /: Solo números$/],
    ['points below zero', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: -5, points_uhp: 0 }] }), /: Los puntos no pueden ser negativos$/],
    ['points above POINTS_INPUT_MAX', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 100_000_001, points_uhp: 0 }] }), /: Máximo 100\.000\.000 puntos$/],
    ['a total above POINTS_INPUT_MAX', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 60_000_000, points_uhp: 50_000_000 }] }), /: Máximo 100\.000\.000 puntos$/],
    ['a total that is not general + UHP', (c) => ({ tire_points: [{ profiles_id: c.gold, points_general: 40, points_uhp: 10, points_total: 60 }] }), /: El total debe ser la suma de los puntos generales y UHP \(50\)$/],
    ['a profile id that is not one', () => ({ tire_points: [{ profiles_id: 'oro', points_general: 1, points_uhp: 0 }] }), /: Perfil no válido$/],
    ['no points list', () => ({ tire_points: undefined }), /: Requerido$/],
  ];

  it.each(refusals)('create: %s', async (_label, overrides, detail) => {
    const before = await tireFootprint(t);
    const res = await calls.create(admin, tireBody(c, overrides(c)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: expect.stringMatching(typeof detail === 'string' ? `^${detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : detail), statusCode: 400 });
    expect(await tireFootprint(t)).toEqual(before);
  });

  it.each(refusals)('edit: %s (the api checks what the edit form does not)', async (_label, overrides, detail) => {
    const tire = await created();
    const before = await tireFootprint(t);
    const res = await calls.update(admin, tire.id, editOf(tire, overrides(c)));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(typeof detail === 'string' ? new RegExp(`^${detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : detail);
    expect(await tireFootprint(t)).toEqual(before);
    expect((await calls.get(admin, tire.id)).json()).toEqual(tire);
  });

  it('refuses a body id that is not the tire of the path, and ids that are not ids', async () => {
    const tire = await created();
    const res = await calls.update(admin, tire.id, editOf(tire, { id: tire.id + 1000, name: 'Otra medida' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('El id del cuerpo no coincide con el de la ruta');
    for (const bad of ['abc', '0', '-1', '1.5']) {
      for (const answer of [await calls.get(admin, bad), await calls.update(admin, bad, editOf(tire)), await calls.remove(admin, bad)]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: 'error', detail: 'Campo id: Id no válido', statusCode: 400 });
      }
    }
    expect((await calls.get(admin, tire.id)).json()).toEqual(tire);
  });
});

describe('tire codes are unique regardless of capitals', () => {
  it('409 on create and on edit with another tire\'s code; a tire keeps its own code on edit', async () => {
    const code = newCode('UNQ');
    const first = await created({ tire_code: code });
    const before = await tireFootprint(t);
    const again = await calls.create(admin, tireBody(c, { tire_code: ` ${code.toLowerCase()} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'error', detail: `Ya existe una llanta con el código ${code.toLowerCase()}`, statusCode: 409 });
    expect(await tireFootprint(t)).toEqual(before);

    const second = await created();
    const taken = await calls.update(admin, second.id, editOf(second, { tire_code: code }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(`Ya existe una llanta con el código ${code}`);
    expect((await calls.get(admin, second.id)).json()).toEqual(second);

    const own = await calls.update(admin, first.id, editOf(first, { tire_code: code.toUpperCase(), description: 'Otra descripción' }));
    expect(own.statusCode).toBe(200);
  });
});

describe('who may call', () => {
  it('401 without a session on every call', async () => {
    const tire = await created();
    for (const res of [
      await calls.list(null),
      await calls.get(null, tire.id),
      await calls.create(null, tireBody(c)),
      await calls.update(null, tire.id, editOf(tire)),
      await calls.remove(null, tire.id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
      expect(res.json().detail).toMatch(/sesión/i);
    }
  });

  it('403 for every write by anyone but the administrator; nothing changes', async () => {
    const tire = await created();
    const before = await tireFootprint(t);
    for (const user of [participant, await createUser(t.db, { role: 'approver' }), await createUser(t.db, { role: 'buyer' })]) {
      for (const res of [
        await calls.create(user, tireBody(c)),
        await calls.update(user, tire.id, editOf(tire, { name: 'Medida ajena' })),
        await calls.remove(user, tire.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'error', detail: 'No tiene permisos para esta acción', statusCode: 403 });
      }
    }
    expect(await tireFootprint(t)).toEqual(before);
    expect((await calls.get(admin, tire.id)).json()).toEqual(tire);
  });

  it('404 with a Spanish detail for a tire that does not exist', async () => {
    const tire = await created();
    for (const res of [
      await calls.get(participant, 999999),
      await calls.update(admin, 999999, editOf(tire, { id: undefined })),
      await calls.remove(admin, 999999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error', detail: 'La llanta no existe', statusCode: 404 });
    }
  });
});

describe('stale edits (docs/adr/0007-versioned-edits.md): 409, nothing changed', () => {
  it('a form loaded before someone else saved gets 409; the other change, points included, stays', async () => {
    const tire = await created();
    const loadedByA = (await calls.get(admin, tire.id)).json();
    const loadedByB = (await calls.get(admin, tire.id)).json();
    expect(loadedByA.version).toBe(1);

    const savedByB = await calls.update(admin, tire.id, editOf(loadedByB, { tire_points: [{ profiles_id: c.gold, points_general: 80, points_uhp: 20, points_total: 100 }] }));
    expect(savedByB.statusCode).toBe(200);
    expect(savedByB.json().tire.version).toBe(2);
    const auditBefore = (await auditOf(t.db, 'tires', tire.id)).length;

    const savedByA = await calls.update(admin, tire.id, editOf(loadedByA, { name: 'Medida de A', tire_points: [] }));
    expect(savedByA.statusCode).toBe(409);
    expect(savedByA.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
    expect((await calls.get(admin, tire.id)).json()).toEqual(savedByB.json().tire);
    expect(await storedPoints(t, tire.id)).toEqual([{ profiles_id: c.gold, points_general: 80, points_uhp: 20, points_total: 100 }]);
    expect(await auditOf(t.db, 'tires', tire.id)).toHaveLength(auditBefore);

    // after reloading, the same person saves over the version they now see
    const reloaded = (await calls.get(admin, tire.id)).json();
    const again = await calls.update(admin, tire.id, editOf(reloaded, { name: 'Medida de A' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().tire).toMatchObject({ name: 'Medida de A', version: 3 });
  });

  it('a missing or forged version is refused; a version the tire never had is as stale as an old one', async () => {
    const tire = await created();
    for (const version of [undefined, null, 'abc', '1', 0, 1.5]) {
      const res = await calls.update(admin, tire.id, editOf(tire, { version }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Campo versión: Recargue la página e inténtelo de nuevo');
    }
    const ahead = await calls.update(admin, tire.id, editOf(tire, { version: 7, name: 'Medida futura' }));
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().detail).toBe(STALE);
    expect((await calls.get(admin, tire.id)).json()).toEqual(tire);
  });

  it('of two saves of the same version sent at once, exactly one wins, with its own points', async () => {
    const tire = await created();
    const answers = await Promise.all([
      calls.update(admin, tire.id, editOf(tire, { name: 'Medida Uno', tire_points: [{ profiles_id: c.gold, points_general: 1, points_uhp: 0 }] })),
      calls.update(admin, tire.id, editOf(tire, { name: 'Medida Dos', tire_points: [{ profiles_id: c.silver, points_general: 2, points_uhp: 0 }] })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().tire;
    expect((await calls.get(admin, tire.id)).json()).toEqual(winner);
    expect(await storedPoints(t, tire.id)).toEqual(
      winner.name === 'Medida Uno'
        ? [{ profiles_id: c.gold, points_general: 1, points_uhp: 0, points_total: 1 }]
        : [{ profiles_id: c.silver, points_general: 2, points_uhp: 0, points_total: 2 }],
    );
    expect((await auditOf(t.db, 'tires', tire.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });
});
