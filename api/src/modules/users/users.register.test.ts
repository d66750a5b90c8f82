// POST /api/users/create (SPEC 2.3, SPEC 5 "Registration", SPEC 7): registration with the
// application key, the branch's profile, consents, and every refusal.
import fs from 'node:fs';
import { API, CONSENT_TEXT_VERSION } from '@portal/contract';
import { checkPointsInvariants } from '../../points';
import { TEST_CLIENT, auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { register, registration, seedBranches, storedFile, uniquePng, userFiles, type Branches } from './test-fixtures';

let t: TestApp;
let b: Branches;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  b = await seedBranches(t);
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

const userByIdentification = (identification: string) =>
  t.db.selectFrom('users').selectAll().where('identification_number', '=', identification).executeTakeFirst();
const countUsers = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('registration with the application key', () => {
  it('registers a participant with the profile of the chosen branch, 0 points and both consents', async () => {
    // the client says 'Plata', the branch gives 'Oro': the branch wins (SPEC 2.3)
    const data = registration(b.north, { profiles_id: b.silver, email: '  Maria.Perez@Example.com ' });
    const res = await register(t, { data });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Usuario Registrado con Éxito', id: expect.any(Number) });

    const row = await userByIdentification(data.identification_number);
    expect(row).toMatchObject({
      id: res.json().id,
      name: 'María Camila Pérez',
      email: 'Maria.Perez@Example.com',
      phone: '3001112233',
      identification_type: 'CC',
      profiles_id: b.gold,
      subsidiary_id: b.north,
      state: 1,
      image: null,
    });
    expect(Number(row!.points)).toBe(0);
    // the password is stored as an argon2 hash and opens a session
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { username: data.identification_number, password: 'clave-nueva-1', ...TEST_CLIENT } });
    expect(login.statusCode).toBe(200);
    expect(login.json()[0]).toMatchObject({ id: row!.id, points: 0, profiles_id: b.gold });

    const consents = await t.db.selectFrom('consents').selectAll().where('users_id', '=', row!.id).orderBy('kind').execute();
    expect(consents.map((c) => [c.kind, c.text_version])).toEqual([['habeas_data', CONSENT_TEXT_VERSION], ['terms', CONSENT_TEXT_VERSION]]);
    // 0 points need no ledger row
    const ledger = await t.db.selectFrom('points_ledger').select('id').where('users_id', '=', row!.id).execute();
    expect(ledger).toEqual([]);
    const audit = await auditOf(t.db, 'users', row!.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', row!.id]]);
    expect(JSON.parse(audit[0].detail!)).toMatchObject({ via: 'registration', subsidiary_id: b.north, profiles_id: b.gold });
  });

  it('stores the profile photo under /uploads/users and serves it', async () => {
    const data = registration(b.south);
    const bytes = uniquePng();
    const res = await register(t, { data, image: bytes });
    expect(res.statusCode).toBe(200);
    const row = await userByIdentification(data.identification_number);
    expect(row!.profiles_id).toBe(b.silver);
    expect(row!.image).toMatch(/^\/uploads\/users\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(storedFile(t, row!.image!)).equals(bytes)).toBe(true);
    // a profile photo is private: the bare path is refused, the signed link of a user read serves it
    expect((await t.app.inject({ method: 'GET', url: row!.image! })).statusCode).toBe(403);
    const admin = await createUser(t.db, { role: 'admin' });
    const link = (await t.app.inject({ method: 'GET', url: API.userGet(row!.id), headers: admin.auth })).json().image as string;
    expect(link).toMatch(new RegExp(`^${row!.image!.replace(/[.]/g, '\\.')}\\?expires=\\d+&signature=`));
    const served = await t.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts an administrator session instead of the key (/admin/create-user) and audits the administrator', async () => {
    const data = registration(b.north);
    const res = await register(t, { data, appKey: null, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const audit = await auditOf(t.db, 'users', res.json().id);
    expect(audit.map((a) => a.actor_id)).toEqual([admin.id]);
    expect(JSON.parse(audit[0].detail!).via).toBe('admin');
  });
});

describe('refusals', () => {
  it('answers 401 without the application key or with a wrong one, and stores nothing', async () => {
    const before = await countUsers();
    const files = userFiles(t);
    for (const appKey of [null, 'otra-clave']) {
      const res = await register(t, { data: registration(b.north), image: uniquePng(), appKey });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'error', detail: 'Clave de aplicación no válida', statusCode: 401 });
    }
    expect(await countUsers()).toBe(before);
    expect(userFiles(t)).toEqual(files);
  });

  it('refuses a staff profile sent by the client (nobody registers as administrator, approver or buyer)', async () => {
    const before = await countUsers();
    for (const profilesId of [1, 4, 5, '1']) {
      const res = await register(t, { data: registration(b.north, { profiles_id: profilesId }) });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('El registro solo es para vendedores: no puede registrarse con un perfil administrativo.');
    }
    expect(await countUsers()).toBe(before);
  });

  it('refuses a branch linked to a staff profile', async () => {
    const data = registration(b.staff);
    const res = await register(t, { data });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('La sucursal seleccionada no admite el registro de vendedores. Comuníquese con soporte.');
    expect(await userByIdentification(data.identification_number)).toBeUndefined();
  });

  it('answers 409 on an identification number already registered, and keeps no photo', async () => {
    const data = registration(b.north);
    expect((await register(t, { data })).statusCode).toBe(200);
    const files = userFiles(t);
    const again = await register(t, { data: { ...data, email: 'otra@example.com' }, image: uniquePng() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'error', detail: 'Ya existe un usuario registrado con ese número de identificación.', statusCode: 409 });
    expect(userFiles(t)).toEqual(files);
    // the identification compared is the trimmed one
    const spaced = await register(t, { data: { ...data, identification_number: ` ${data.identification_number} ` } });
    expect(spaced.statusCode).toBe(409);
  });

  it('refuses a file that is not an image, and creates no user', async () => {
    const data = registration(b.north);
    const res = await register(t, { data, image: Buffer.from('esto no es una imagen, solo texto plano') });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)');
    expect(await userByIdentification(data.identification_number)).toBeUndefined();
  });

  // the body is checked whole before the number is looked up, so the answer to a bad
  // body never tells whether an identification number is registered
  it('answers a duplicate identification with a bad image the 400 of the image, as an unknown one', async () => {
    const data = registration(b.north);
    expect((await register(t, { data })).statusCode).toBe(200);
    const files = userFiles(t);
    const notImage = Buffer.from('esto no es una imagen, solo texto plano');
    const known = await register(t, { data: { ...data, email: 'otra@example.com' }, image: notImage });
    const unknown = await register(t, { data: registration(b.north), image: notImage });
    expect(known.statusCode).toBe(400);
    expect(known.json()).toEqual({ message: 'error', detail: 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)', statusCode: 400 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(known.json());
    // an unknown branch too: 400 whether or not the number exists
    const badBranch = await register(t, { data: { ...data, subsidiary_id: 999_999 } });
    expect(badBranch.statusCode).toBe(400);
    expect(userFiles(t)).toEqual(files);
  });

  it('requires both acceptances (SPEC 2.3: Requerido)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accept_terms: undefined }, 'Campo políticas y condiciones: Requerido'],
      [{ accept_terms: false }, 'Campo políticas y condiciones: Requerido'],
      [{ accept_habeas_data: undefined }, 'Campo habeas data: Requerido'],
      [{ accept_habeas_data: 'no' }, 'Campo habeas data: Requerido'],
    ];
    for (const [override, detail] of cases) {
      const data = registration(b.north, override);
      const res = await register(t, { data });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(detail);
      expect(await userByIdentification(data.identification_number)).toBeUndefined();
    }
  });

  it('applies the SPEC 5 registration rules, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Al' }, 'Campo nombre: Mínimo 3 caracteres'],
      [{ email: 'no-es-correo' }, 'Campo correo: Correo electrónico no válido'],
      [{ identification_number: '1234' }, 'Campo número de identificación: Mínimo 5 caracteres'],
      [{ identification_number: '12AB345' }, 'Campo número de identificación: Solo números'],
      [{ password: '' }, 'Campo contraseña: Requerido'],
      [{ phone: '3001' }, 'Campo teléfono: Mínimo 5 caracteres'],
      [{ phone: 'llámame ya' }, 'Campo teléfono: Teléfono no válido'],
      [{ subsidiary_id: undefined }, 'Campo sucursal: Requerido'],
      [{ subsidiary_id: '' }, 'Campo sucursal: Requerido'],
    ];
    for (const [override, detail] of cases) {
      const res = await register(t, { data: registration(b.north, override) });
      expect({ override, status: res.statusCode, detail: res.json().detail }).toEqual({ override, status: 400, detail });
    }
  });

  it('answers 400 for a branch that does not exist, malformed data JSON, and 415 for a JSON body', async () => {
    const unknown = await register(t, { data: registration(999999) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Campo sucursal: la sucursal seleccionada no existe');

    const broken = await register(t, { data: '{"name":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('El campo data no contiene JSON válido');

    const json = await t.app.inject({ method: 'POST', url: API.userCreate, headers: { 'x-app-key': 'demo-app-key' }, payload: registration(b.north) });
    expect(json.statusCode).toBe(415);
  });
});
