// POST /api/users/photo (ours, 'Mi Perfil'): the signed-in user replaces their own photo,
// checked by the storage module, served back through a signed link (docs/adr/0008-private-uploads-through-signed-links.md); the users/update call stays the administrator's.
import fs from 'node:fs';
import { API, MAX_IMAGE_BYTES } from '@portal/contract';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { multipart, type Part } from '../invoices/test-fixtures';
import { storedFile, uniquePng, userFiles } from './test-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** POST /api/users/photo with these parts (default: one PNG in `image`) as `auth` */
function sendPhoto(auth: Record<string, string>, parts: Part[] = [{ name: 'image', value: uniquePng(), filename: 'foto.png', type: 'image/png' }]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: API.userPhoto, headers: { ...auth, ...body.headers }, payload: body.payload });
}
const photoPart = (value: Buffer, filename = 'foto.png'): Part => ({ name: 'image', value, filename, type: 'image/png' });

describe('POST /api/users/photo', () => {
  it('stores the new photo, answers its signed link (served with the same bytes), raises the version and audits it', async () => {
    const me = await createUser(t.db);
    const bytes = uniquePng();
    const res = await sendPhoto(me.auth, [photoPart(bytes)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'success', detail: 'Foto de perfil actualizada con éxito', image: expect.stringMatching(/^\/uploads\/users\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/) });

    const row = await userRow(me.id);
    expect(body.image.startsWith(`${row.image}?`)).toBe(true);
    expect(row.version).toBe(2);
    const served = await t.app.inject({ method: 'GET', url: body.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // without the signature the photo stays private
    expect((await t.app.inject({ method: 'GET', url: row.image! })).statusCode).toBe(403);

    const audit = await auditOf(t.db, 'users', me.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['update', me.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ via: 'own_photo', changed: { image: { from: null, to: row.image } }, version: 2 });

    // the session's user read answers the same photo (the sidebar and 'Mi Perfil' load it)
    const read = await t.app.inject({ method: 'GET', url: API.userGet(me.id), headers: me.auth });
    expect(read.json().image.split('?')[0]).toBe(row.image);
  });

  it('replacing the photo removes the old file once the new one is committed', async () => {
    const me = await createUser(t.db);
    const first = (await sendPhoto(me.auth)).json().image as string;
    const firstPath = (await userRow(me.id)).image!;
    expect(fs.existsSync(storedFile(t, firstPath))).toBe(true);

    const second = await sendPhoto(me.auth);
    expect(second.statusCode).toBe(200);
    const secondPath = (await userRow(me.id)).image!;
    expect(secondPath).not.toBe(firstPath);
    expect(fs.existsSync(storedFile(t, firstPath))).toBe(false);
    expect(fs.existsSync(storedFile(t, secondPath))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().image })).statusCode).toBe(200);
    expect((await userRow(me.id)).version).toBe(3);
  });

  it('staff change their own photo too', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await sendPhoto(admin.auth)).statusCode).toBe(200);
    expect((await userRow(admin.id)).image).toMatch(/^\/uploads\/users\//);
  });

  describe('refused, nothing stored', () => {
    let me: TestUser;
    beforeAll(async () => {
      me = await createUser(t.db);
      await sendPhoto(me.auth);
    });

    async function expectRefused(parts: Part[], status: number, detail: string) {
      const before = await userRow(me.id);
      const files = userFiles(t);
      const audit = (await auditOf(t.db, 'users', me.id)).length;
      const res = await sendPhoto(me.auth, parts);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { message: 'error', detail, statusCode: status } });
      expect(await userRow(me.id)).toEqual(before);
      expect(userFiles(t)).toEqual(files);
      expect(await auditOf(t.db, 'users', me.id)).toHaveLength(audit);
    }

    it('400 when no photo is chosen (no part, an empty file input, a text field, other fields only)', async () => {
      const missing = 'Campo imagen: Seleccione una nueva foto de perfil';
      await expectRefused([], 400, missing);
      await expectRefused([{ name: 'image', value: Buffer.alloc(0), filename: '' }], 400, missing);
      await expectRefused([{ name: 'image', value: 'foto.png' }], 400, missing);
      await expectRefused([{ name: 'data', value: '{}' }], 400, missing);
    });

    it('400 for a file that is not an image, whatever its name says', async () => {
      await expectRefused([photoPart(Buffer.from('%PDF-1.4 un documento, no una foto'), 'foto.png')], 400, 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)');
    });

    it('413 for a photo over the size limit', async () => {
      await expectRefused([photoPart(Buffer.concat([uniquePng(), Buffer.alloc(MAX_IMAGE_BYTES)]))], 413, 'La imagen supera el tamaño máximo permitido (5 MB)');
    });
  });

  it('401 without a session', async () => {
    const res = await sendPhoto({});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('error');
  });

  it("cannot change another user's photo: there is no id, an id in the form or the path changes nothing of theirs", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    await sendPhoto(other.auth);
    const theirs = await userRow(other.id);

    const res = await sendPhoto(me.auth, [
      { name: 'data', value: JSON.stringify({ id: other.id, users_id: other.id }) },
      { name: 'id', value: String(other.id) },
      photoPart(uniquePng()),
    ]);
    expect(res.statusCode).toBe(200);
    expect(await userRow(other.id)).toEqual(theirs);
    expect((await userRow(me.id)).image).not.toBe(theirs.image);

    const body = multipart([photoPart(uniquePng())]);
    const withId = await t.app.inject({ method: 'POST', url: `${API.userPhoto}/${other.id}`, headers: { ...me.auth, ...body.headers }, payload: body.payload });
    expect(withId.statusCode).toBe(404);
    expect(await userRow(other.id)).toEqual(theirs);
  });

  it("an administrator's edit form loaded before the photo changed must reload (the version moved)", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const me = await createUser(t.db);
    const loaded = (await t.app.inject({ method: 'GET', url: API.userGet(me.id), headers: admin.auth })).json();
    await sendPhoto(me.auth);
    const body = multipart([{ name: 'data', value: JSON.stringify({ name: loaded.name, email: loaded.email, phone: loaded.phone, version: loaded.version, state: 1, profiles_id: loaded.profiles_id }) }]);
    const res = await t.app.inject({ method: 'POST', url: API.userUpdate(me.id), headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(409);
  });
});
