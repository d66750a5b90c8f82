// GET /api/users/getuser/{id}, GET /api/users/all (SPEC 2.5, SPEC 3 User) and
// POST /api/users/contactenos (SPEC 5 "Contact", SPEC 8 'Correo enviado con éxito.').
import fs from 'node:fs';
import path from 'node:path';
import { API } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { adjustPoints, checkPointsInvariants } from '../../points';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedBranches, type Branches } from './test-fixtures';

let t: TestApp;
let b: Branches;
let admin: TestUser;
let seller: TestUser;
let other: TestUser;
let approver: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  b = await seedBranches(t);
  admin = await createUser(t.db, { role: 'admin', name: 'Administradora Uno' });
  seller = await createUser(t.db, { profilesId: b.gold, subsidiaryId: b.north, name: 'Andrés Vendedor' });
  other = await createUser(t.db, { profilesId: b.silver, subsidiaryId: b.south, name: 'Beatriz Vendedora', state: 0 });
  approver = await createUser(t.db, { role: 'approver', name: 'Carlos Aprobador' });
  // the balance comes from the ledger (never an insert of users.points)
  await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: seller.id, delta: 1500, seenBalance: 0, actorId: admin.id, reason: 'Saldo inicial', expiryMonths: 12 }));
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

const get = (url: string, auth?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });

describe('GET /api/users/getuser/{id}', () => {
  it('answers the SPEC 3 User to the administrator', async () => {
    const res = await get(API.userGet(seller.id), admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: seller.id,
      name: 'Andrés Vendedor',
      email: seller.email,
      phone: '3000000000',
      identification_number: seller.identification_number,
      identification_type: 'CC',
      points: 1500,
      state: 1,
      created_at: expect.any(String),
      image: null,
      profile: { id: b.gold, name: 'Oro' },
      profiles_id: b.gold,
      subsidiary: { id: b.north, name: 'Llantas del Norte', city: { id: b.city, name: 'Medellín' } },
      subsidiary_id: b.north,
      version: 1,
    });
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('answers a user their own data, with a null branch for staff', async () => {
    expect((await get(API.userGet(seller.id), seller.auth)).json().id).toBe(seller.id);
    const own = await get(API.userGet(approver.id), approver.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ profile: { id: 4 }, subsidiary: null, subsidiary_id: null });
  });

  it('answers 403 for another user to anyone but the administrator, whether the id exists or not', async () => {
    for (const [who, id] of [[seller, other.id], [approver, seller.id], [seller, 999999]] as const) {
      const res = await get(API.userGet(id), who.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('No puede ver los datos de otro usuario');
    }
  });

  it('answers 401 without a session, 404 for an unknown id, 400 for a non-numeric one', async () => {
    expect((await get(API.userGet(seller.id))).statusCode).toBe(401);
    const unknown = await get(API.userGet(999999), admin.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('El usuario no existe');
    expect((await get(API.userGet('abc'), admin.auth)).statusCode).toBe(400);
  });
});

describe('GET /api/users/all', () => {
  it('lists every user by name with branch, document, e-mail, phone, points, profile and state (SPEC 2.5)', async () => {
    const res = await get(API.usersAll, admin.auth);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; name: string }[];
    expect(rows.map((r) => r.name)).toEqual(['Administradora Uno', 'Andrés Vendedor', 'Beatriz Vendedora', 'Carlos Aprobador']);
    expect(rows.find((r) => r.id === other.id)).toMatchObject({
      identification_number: other.identification_number,
      identification_type: 'CC',
      email: other.email,
      phone: '3000000000',
      points: 0,
      state: 0,
      profile: { id: b.silver, name: 'Plata' },
      subsidiary: { id: b.south, name: 'Llantas del Sur', city: { name: 'Medellín' } },
    });
    expect(rows.find((r) => r.id === seller.id)).toMatchObject({ points: 1500, state: 1 });
  });

  it('is for the administrator only', async () => {
    expect((await get(API.usersAll, seller.auth)).statusCode).toBe(403);
    expect((await get(API.usersAll, approver.auth)).statusCode).toBe(403);
    expect((await get(API.usersAll)).statusCode).toBe(401);
  });
});

describe('POST /api/users/contactenos', () => {
  const outbox = () => (fs.existsSync(t.config.OUTBOX_DIR) ? fs.readdirSync(t.config.OUTBOX_DIR).sort() : []);
  const contact = (payload: Record<string, unknown>, auth?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: API.contact, headers: auth ?? {}, payload });
  const body = { asunto: 'Puntos de mi factura', mensaje: 'Mi factura FV-100 no aparece en la lista de ventas, por favor revisar.' };

  it("mails the programme's support address with the user's name, identification and e-mail", async () => {
    const before = outbox();
    const res = await contact(body, seller.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Correo enviado con éxito.' });
    const added = outbox().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const mail = fs.readFileSync(path.join(t.config.OUTBOX_DIR, added[0]), 'utf8');
    expect(mail).toContain(`To: ${t.config.CONTACT_EMAIL}`);
    expect(mail).toContain(`Reply-To: ${seller.email}`);
    expect(mail).toContain('Subject: Contáctanos: Puntos de mi factura');
    expect(mail).toContain('Nombre: Andrés Vendedor');
    expect(mail).toContain(`Identificación: ${seller.identification_number}`);
    expect(mail).toContain(`Correo: ${seller.email}`);
    expect(mail).toContain('Sucursal: Llantas del Norte');
    expect(mail).toContain(body.mensaje);
  });

  it('works for staff too', async () => {
    expect((await contact(body, approver.auth)).statusCode).toBe(200);
  });

  it('applies SPEC 5: subject at least 5, message at least 20, and sends nothing otherwise', async () => {
    const before = outbox();
    const short = await contact({ asunto: 'Hola', mensaje: body.mensaje }, seller.auth);
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Campo asunto: Mínimo 5 caracteres');
    const brief = await contact({ asunto: body.asunto, mensaje: 'Muy corto el texto' }, seller.auth);
    expect(brief.statusCode).toBe(400);
    expect(brief.json().detail).toBe('Campo mensaje: Mínimo 20 caracteres');
    const spaces = await contact({ asunto: '     ', mensaje: body.mensaje }, seller.auth);
    expect(spaces.statusCode).toBe(400);
    expect(outbox()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await contact(body)).statusCode).toBe(401);
  });

  it('answers 503 in Spanish when the mail server cannot be reached', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const u = await createUser(down.db);
      const res = await down.app.inject({ method: 'POST', url: API.contact, headers: u.auth, payload: body });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe('No fue posible enviar el correo en este momento. Inténtelo de nuevo más tarde.');
    } finally {
      await down.close();
    }
  });
});
