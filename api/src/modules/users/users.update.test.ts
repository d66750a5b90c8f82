// POST /api/users/update/{id} (SPEC 2.6, SPEC 5 "Edit user", SPEC 7, SPEC 8 'User {name} editado con
// éxito'): fields, password, state, photo, and points as ledger adjustments (ARCHITECTURE "Points").
import fs from 'node:fs';
import { API } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { adjustPoints, checkPointsInvariants, creditLot, lockUser } from '../../points';
import { insertProduct, redeem } from '../../points/test-fixtures';
import { TEST_CLIENT, TEST_PASSWORD, auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedBranches, storedFile, uniquePng, update, userFiles, type Branches } from './test-fixtures';

let t: TestApp;
let b: Branches;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  b = await seedBranches(t);
  admin = await createUser(t.db, { role: 'admin', name: 'Administradora Uno' });
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledgerOf = (id: number) => t.db.selectFrom('points_ledger').selectAll().where('users_id', '=', id).orderBy('id').execute();
const ledgerSum = async (id: number) => (await ledgerOf(id)).reduce((s, r) => s + Number(r.amount), 0);
const session = (u: TestUser) => t.app.inject({ method: 'GET', url: API.session, headers: u.auth });
const login = (u: TestUser, password: string) =>
  t.app.inject({ method: 'POST', url: API.login, payload: { username: u.identification_number, password, ...TEST_CLIENT } });

async function seller(points = 0): Promise<TestUser> {
  const u = await createUser(t.db, { profilesId: b.gold, subsidiaryId: b.north });
  if (points) await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u.id, delta: points, seenBalance: 0, actorId: admin.id, reason: 'Saldo inicial', expiryMonths: 12 }));
  return u;
}

/**
 * the edit form as the screen sends it: every field as GET /api/users/getuser loaded it, the points
 * it showed sent back as `points` and `points_seen`, its `version`, and the reason a change of
 * points needs
 */
async function formOf(u: TestUser, overrides: Record<string, unknown> = {}) {
  const loaded = (await t.app.inject({ method: 'GET', url: API.userGet(u.id), headers: admin.auth })).json();
  return {
    name: loaded.name, email: loaded.email, phone: loaded.phone, points: loaded.points, points_seen: loaded.points, points_reason: 'Ajuste del administrador',
    version: loaded.version, state: loaded.state, profiles_id: loaded.profiles_id, subsidiary_id: loaded.subsidiary_id, ...overrides,
  };
}

describe('fields', () => {
  it('edits name, e-mail, phone, profile and branch, answers the SPEC 8 text and audits what changed', async () => {
    const u = await seller();
    const data = await formOf(u, { name: 'Andrés Felipe Rojas', email: 'andres.rojas@example.com', phone: '+57 310 555 1234', profiles_id: b.silver, subsidiary_id: b.south, state: '1' });
    const res = await update(t, u.id, admin.auth, { data });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'User Andrés Felipe Rojas editado con éxito', points: 0, version: 2 });
    expect(await userRow(u.id)).toMatchObject({ name: 'Andrés Felipe Rojas', email: 'andres.rojas@example.com', phone: '+57 310 555 1234', profiles_id: b.silver, subsidiary_id: b.south, state: 1 });
    // nothing about points moved
    expect(await ledgerOf(u.id)).toEqual([]);

    const audit = await auditOf(t.db, 'users', u.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['update', admin.id]]);
    const detail = JSON.parse(audit[0].detail!);
    expect(Object.keys(detail.changed).sort()).toEqual(['email', 'name', 'phone', 'profiles_id', 'subsidiary_id']);
    expect(detail.changed.profiles_id).toEqual({ from: b.gold, to: b.silver });
    expect(detail.password_changed).toBe(false);
    // the user's session goes on (nothing that ends it changed)
    expect((await session(u)).statusCode).toBe(200);
  });

  it('writes an audit row even when nothing changed, and a null branch removes it', async () => {
    const u = await seller();
    expect((await update(t, u.id, admin.auth, { data: await formOf(u) })).statusCode).toBe(200);
    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { subsidiary_id: null }) })).statusCode).toBe(200);
    expect((await userRow(u.id)).subsidiary_id).toBeNull();
    const audit = await auditOf(t.db, 'users', u.id);
    expect(audit.map((a) => JSON.parse(a.detail!).changed)).toEqual([{}, { subsidiary_id: { from: b.north, to: null } }]);
  });

  it('applies the SPEC 5 edit rules, naming the field, and changes nothing', async () => {
    const u = await seller();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Jo' }, 'Campo nombre: Mínimo 3 caracteres'],
      [{ email: 'correo@' }, 'Campo correo: Correo electrónico no válido'],
      [{ phone: '12' }, 'Campo teléfono: Mínimo 5 caracteres'],
      [{ profiles_id: undefined }, 'Campo perfil: Seleccione un perfil'],
      [{ profiles_id: '' }, 'Campo perfil: Seleccione un perfil'],
      [{ subsidiary_id: 'x' }, 'Campo sucursal: Seleccione un punto de venta'],
      [{ state: 2 }, 'Campo estado: Seleccione un estado'],
      [{ state: undefined }, 'Campo estado: Seleccione un estado'],
      [{ points: '12.5' }, 'Campo puntos: Los puntos deben ser un número entero'],
    ];
    const before = await userRow(u.id);
    for (const [override, detail] of cases) {
      const res = await update(t, u.id, admin.auth, { data: await formOf(u, { name: 'Nombre Cambiado', ...override }) });
      expect({ override, status: res.statusCode, detail: res.json().detail }).toEqual({ override, status: 400, detail });
    }
    expect(await userRow(u.id)).toEqual(before);
  });

  it('answers 400 for a profile or branch that does not exist', async () => {
    const u = await seller();
    const p = await update(t, u.id, admin.auth, { data: await formOf(u, { profiles_id: 999999 }) });
    expect(p.statusCode).toBe(400);
    expect(p.json().detail).toBe('Campo perfil: el perfil seleccionado no existe');
    const s = await update(t, u.id, admin.auth, { data: await formOf(u, { subsidiary_id: 999999 }) });
    expect(s.statusCode).toBe(400);
    expect(s.json().detail).toBe('Campo sucursal: la sucursal seleccionada no existe');
  });

  it('is for the administrator only; 404 for an unknown user; 400 for a non-numeric id', async () => {
    const u = await seller();
    const data = await formOf(u, { name: 'Intento Propio' });
    expect((await update(t, u.id, u.auth, { data })).statusCode).toBe(403);
    const approver = await createUser(t.db, { role: 'approver' });
    expect((await update(t, u.id, approver.auth, { data })).statusCode).toBe(403);
    expect((await update(t, u.id, {}, { data })).statusCode).toBe(401);
    const unknown = await update(t, 999999, admin.auth, { data });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('El usuario no existe');
    expect((await update(t, 'abc', admin.auth, { data })).statusCode).toBe(400);
    expect((await userRow(u.id)).name).not.toBe('Intento Propio');
  });

  it('does not let the administrator deactivate themselves or drop their own administrator profile', async () => {
    const me = await createUser(t.db, { role: 'admin' });
    for (const override of [{ state: 0 }, { profiles_id: b.gold }]) {
      const res = await update(t, me.id, me.auth, { data: await formOf(me, override) });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('No puede desactivar su propio usuario ni quitarse el perfil de administrador.');
    }
    expect(await userRow(me.id)).toMatchObject({ state: 1, profiles_id: 1 });
  });
});

describe('password and state', () => {
  it('a new password is hashed, works at login, the old one does not, and the open sessions end', async () => {
    const u = await seller();
    const res = await update(t, u.id, admin.auth, { data: await formOf(u, { password: 'otra clave 2' }) });
    expect(res.statusCode).toBe(200);
    expect((await userRow(u.id)).password_hash).toMatch(/^\$argon2id\$/);
    expect((await session(u)).statusCode).toBe(401);
    expect((await login(u, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(u, 'otra clave 2')).statusCode).toBe(200);
    const detail = JSON.parse((await auditOf(t.db, 'users', u.id))[0].detail!);
    expect(detail.password_changed).toBe(true);
    // the audit row never holds the password or its hash
    expect(JSON.stringify(detail)).not.toMatch(/otra clave|argon2/);
  });

  it('an empty password keeps the old one', async () => {
    const u = await seller();
    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { password: '' }) })).statusCode).toBe(200);
    expect((await login(u, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('the administrator changing their own password keeps the session in use', async () => {
    const me = await createUser(t.db, { role: 'admin' });
    expect((await update(t, me.id, me.auth, { data: await formOf(me, { password: 'mi-clave-nueva' }) })).statusCode).toBe(200);
    expect((await session(me)).statusCode).toBe(200);
    expect((await login(me, 'mi-clave-nueva')).statusCode).toBe(200);
  });

  it('deactivation ends the sessions (next call 401) and blocks login; reactivation lets the user sign in again', async () => {
    const u = await seller();
    const res = await update(t, u.id, admin.auth, { data: await formOf(u, { state: 0 }) });
    expect(res.statusCode).toBe(200);
    expect((await session(u)).statusCode).toBe(401);
    const blocked = await login(u, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().detail).toBe('Su usuario está inactivo. Comuníquese con soporte para activarlo.');
    const tokens = await t.db.selectFrom('access_tokens').select('revoked_at').where('users_id', '=', u.id).execute();
    expect(tokens.every((tk) => tk.revoked_at !== null)).toBe(true);

    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { state: '1' }) })).statusCode).toBe(200);
    // the old token stays revoked; a new login works
    expect((await session(u)).statusCode).toBe(401);
    expect((await login(u, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('points (never an overwrite: adjustments in the ledger)', () => {
  it('points up: one adjustment row with the administrator and the reason; balance = ledger sum', async () => {
    const u = await seller();
    const res = await update(t, u.id, admin.auth, { data: await formOf(u, { points: 750 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().points).toBe(750);
    const ledger = await ledgerOf(u.id);
    expect(ledger.map((r) => [r.kind, Number(r.amount), r.actor_id, r.reason, Number(r.balance_after)])).toEqual([
      ['adjustment', 750, admin.id, 'Ajuste del administrador', 750],
    ]);
    expect(Number((await userRow(u.id)).points)).toBe(750);
    expect(await ledgerSum(u.id)).toBe(750);
    const detail = JSON.parse((await auditOf(t.db, 'users', u.id))[0].detail!);
    expect(detail.changed.points).toEqual({ from: 0, to: 750 });
  });

  it('points down: adjustment rows taking from the lots; balance = ledger sum', async () => {
    const u = await seller(1000);
    const res = await update(t, u.id, admin.auth, { data: await formOf(u, { points: '400' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().points).toBe(400);
    const adjustments = (await ledgerOf(u.id)).filter((r) => r.reason === 'Ajuste del administrador');
    expect(adjustments.map((r) => [r.kind, Number(r.amount), r.actor_id])).toEqual([['adjustment', -600, admin.id]]);
    expect(Number((await userRow(u.id)).points)).toBe(400);
    expect(await ledgerSum(u.id)).toBe(400);
  });

  it('the same points, or none sent, write no ledger row', async () => {
    const u = await seller(300);
    const before = (await ledgerOf(u.id)).length;
    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { name: 'Mismo Saldo' }) })).statusCode).toBe(200);
    const withoutPoints = await formOf(u);
    delete (withoutPoints as Record<string, unknown>).points;
    expect((await update(t, u.id, admin.auth, { data: withoutPoints })).json()).toMatchObject({ message: 'success', points: 300 });
    expect((await ledgerOf(u.id)).length).toBe(before);
  });

  it('refuses negative points with 400 (the points bounds), and the whole edit is rolled back', async () => {
    const u = await seller(200);
    const before = await userRow(u.id);
    for (const points of [-1, -500]) {
      const res = await update(t, u.id, admin.auth, { data: await formOf(u, { points, name: 'No Debe Quedar' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Campo puntos: Los puntos no pueden ser negativos');
    }
    expect(await userRow(u.id)).toEqual(before);
    expect(await auditOf(t.db, 'users', u.id)).toEqual([]);
    // down to zero is allowed
    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { points: 0 }) })).json().points).toBe(0);
    expect(await ledgerSum(u.id)).toBe(0);
  });

  it('lots already due expire first, so the balance reached is the one typed; unchanged points touch nothing', async () => {
    const u = await seller();
    // 100 points earned 13 months ago, due a month ago, the sweep not yet run
    const past = new Date(Date.now() - 396 * 24 * 3_600_000);
    await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u.id, delta: 100, seenBalance: 0, actorId: admin.id, reason: 'Saldo antiguo', expiryMonths: 12, now: past }));
    const fresh = 50;
    // a credit that does not sweep (adjustPoints would expire the due lot first)
    await inTransaction(t.db, async (trx) =>
      creditLot(trx, { usersId: u.id, source: 'adjustment', points: fresh, earnedAt: new Date(), expiryMonths: 12, actorId: admin.id, reason: 'Saldo nuevo', seenBalance: (await lockUser(trx, u.id)).points }),
    );
    expect(Number((await userRow(u.id)).points)).toBe(150);

    // the form shows 50 (never the due lot) and sends it back unchanged: nothing moves
    expect((await update(t, u.id, admin.auth, { data: await formOf(u) })).statusCode).toBe(200);
    expect((await ledgerOf(u.id)).length).toBe(2);

    // the administrator types 120 over the 50 shown: the 100 due expire, then +70 reaches 120
    const res = await update(t, u.id, admin.auth, { data: await formOf(u, { points: 120 }) });
    expect(res.json().points).toBe(120);
    const rows = (await ledgerOf(u.id)).slice(2).map((r) => [r.kind, Number(r.amount)]);
    expect(rows).toEqual([['expiry', -100], ['adjustment', 70]]);
    expect(await ledgerSum(u.id)).toBe(120);
  });
});

describe('profile photo', () => {
  it('a new photo replaces the old file; remove_image deletes it', async () => {
    const u = await seller();
    const first = await update(t, u.id, admin.auth, { data: await formOf(u), image: uniquePng() });
    expect(first.statusCode).toBe(200);
    const firstPath = (await userRow(u.id)).image!;
    expect(firstPath).toMatch(/^\/uploads\/users\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(storedFile(t, firstPath))).toBe(true);

    const bytes = uniquePng();
    expect((await update(t, u.id, admin.auth, { data: await formOf(u), image: bytes })).statusCode).toBe(200);
    const secondPath = (await userRow(u.id)).image!;
    expect(secondPath).not.toBe(firstPath);
    expect(fs.readFileSync(storedFile(t, secondPath)).equals(bytes)).toBe(true);
    expect(fs.existsSync(storedFile(t, firstPath))).toBe(false);

    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { remove_image: true }) })).statusCode).toBe(200);
    expect((await userRow(u.id)).image).toBeNull();
    expect(fs.existsSync(storedFile(t, secondPath))).toBe(false);
  });

  it('refuses a file that is not an image and changes nothing', async () => {
    const u = await seller();
    const before = await userRow(u.id);
    const files = userFiles(t);
    const res = await update(t, u.id, admin.auth, { data: await formOf(u, { name: 'No Debe Quedar' }), image: Buffer.from('%PDF-1.4 un documento, no una foto') });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)');
    expect(await userRow(u.id)).toEqual(before);
    expect(userFiles(t)).toEqual(files);
  });

  it('keeps no new file when the edit fails after the photo was stored', async () => {
    const u = await seller(10);
    const files = userFiles(t);
    // a stale version is found inside the transaction, after the photo was written
    const stale = await formOf(u);
    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { name: 'Otra Persona' }) })).statusCode).toBe(200);
    const res = await update(t, u.id, admin.auth, { data: stale, image: uniquePng() });
    expect(res.statusCode).toBe(409);
    expect(userFiles(t)).toEqual(files);
  });
});

describe('a stale form never moves points or overwrites a newer edit', () => {
  const STALE = 'Los datos de este usuario cambiaron mientras tanto. Recargue la página y vuelva a intentarlo.';

  it('the form loaded 1000, the user redeemed 300: a phone change keeps the 700 and records no adjustment', async () => {
    const u = await seller(1000);
    const form = await formOf(u);
    expect(form.points).toBe(1000);
    await redeem(t.db, u.id, await insertProduct(t.db, 300), 300);
    const res = await update(t, u.id, admin.auth, { data: { ...form, phone: '3109998877' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ points: 700, version: form.version + 1 });
    expect(await userRow(u.id)).toMatchObject({ phone: '3109998877', points: 700 });
    expect((await ledgerOf(u.id)).filter((r) => r.kind === 'adjustment')).toHaveLength(1); // the opening balance only
  });

  it('a change of points over a balance that moved since the form loaded: 409, nothing changed', async () => {
    const u = await seller(1000);
    const form = await formOf(u);
    await redeem(t.db, u.id, await insertProduct(t.db, 300), 300);
    const before = await userRow(u.id);
    const ledger = await ledgerOf(u.id);
    const res = await update(t, u.id, admin.auth, { data: { ...form, points: 1200, phone: '3109998877' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(STALE);
    expect(await userRow(u.id)).toEqual(before);
    expect(await ledgerOf(u.id)).toEqual(ledger);
    expect(await auditOf(t.db, 'users', u.id)).toEqual([]);
  });

  it('a save over a newer version, or with a forged one: 409, nothing changed; each edit raises the version', async () => {
    const u = await seller(50);
    const first = await formOf(u);
    expect(first.version).toBe(1);
    const second = await formOf(u);
    expect((await update(t, u.id, admin.auth, { data: { ...second, name: 'Primera Edición' } })).json().version).toBe(2);
    const before = await userRow(u.id);
    for (const data of [{ ...first, name: 'Edición Vieja', points: 80 }, { ...first, version: 99, name: 'Versión Inventada' }]) {
      const res = await update(t, u.id, admin.auth, { data });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(STALE);
    }
    expect(await userRow(u.id)).toEqual(before);
    expect(before).toMatchObject({ name: 'Primera Edición', version: 2, points: 50 });
    // points movements do not raise it: the form loaded after them is not stale
    await redeem(t.db, u.id, await insertProduct(t.db, 20), 20);
    expect((await userRow(u.id)).version).toBe(2);
    expect((await update(t, u.id, admin.auth, { data: await formOf(u, { points: 40, points_reason: 'Bono de cumpleaños' }) })).json()).toMatchObject({ points: 40, version: 3 });
    const last = (await ledgerOf(u.id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'adjustment', reason: 'Bono de cumpleaños', actor_id: admin.id });
    expect([Number(last.amount), Number(last.seen_balance), Number(last.balance_after)]).toEqual([10, 30, 40]);
  });

  it('needs the version, the balance shown with points, and a reason of 3 or more when points change', async () => {
    const u = await seller(100);
    const cases: [Record<string, unknown>, string][] = [
      [{ version: undefined }, 'Campo versión: Falta la versión de los datos que mostraba el formulario: recargue la página'],
      [{ points_seen: undefined }, 'Campo saldo mostrado: Falta el saldo que mostraba el formulario: recargue la página'],
      [{ points: 150, points_reason: 'no' }, 'Campo motivo: Mínimo 3 caracteres'],
      [{ points: 150, points_reason: '  ' }, 'Campo motivo: Mínimo 3 caracteres'],
    ];
    const before = await userRow(u.id);
    for (const [override, detail] of cases) {
      const res = await update(t, u.id, admin.auth, { data: await formOf(u, override) });
      expect({ override, status: res.statusCode, detail: res.json().detail }).toEqual({ override, status: 400, detail });
    }
    expect(await userRow(u.id)).toEqual(before);
  });

  it('overflow: two adjustments of 100,000,000 work; a change of 100,000,001 is a 400 and changes nothing', async () => {
    const u = await seller();
    for (const expected of [100_000_000, 200_000_000]) {
      const form = await formOf(u);
      const res = await update(t, u.id, admin.auth, { data: { ...form, points: form.points + 100_000_000 } });
      expect(res.statusCode).toBe(200);
      expect(res.json().points).toBe(expected);
    }
    expect(Number((await userRow(u.id)).points)).toBe(200_000_000);
    const before = await userRow(u.id);
    const form = await formOf(u);
    // up by 100,000,001, or down by 200,000,000 at once
    for (const points of [form.points + 100_000_001, 0]) {
      const res = await update(t, u.id, admin.auth, { data: { ...form, points } });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Campo puntos: Un ajuste no puede pasar de 100.000.000 puntos');
    }
    expect(await userRow(u.id)).toEqual(before);
    expect(await ledgerSum(u.id)).toBe(200_000_000);
  });
});
