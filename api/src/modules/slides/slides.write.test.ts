// SPEC 7 "Slides" writes: POST /api/slides/create and DELETE /api/slides/delete/{id}
// through the HTTP api, on SQLite and PostgreSQL. Administrator only, audited, the picture through
// the storage module (public: the home carousel shows it), removed with the slide unless another
// row still refers to it.
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import {
  IMAGE_INVALID, IMAGE_TOO_LARGE, fileExists, footprint, notAnImage, oversizePng, sendForm, sendTruncatedForm, storedFiles, uniquePng,
  type UploadRequest,
} from '../products/test-fixtures';

let t: TestApp;
let admin: TestUser;
let participant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { role: 'participant' });
});
afterAll(async () => t.close());

const slideRow = (id: number) => t.db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
const create = (req: UploadRequest, auth: Record<string, string> = admin.auth) => sendForm(t, API.slideCreate, auth, req);
const remove = (id: number | string, auth: Record<string, string> = admin.auth) => t.app.inject({ method: 'DELETE', url: API.slideDelete(id), headers: auth });
const shown = async (position: 'up' | 'down', responsive: 0 | 1) =>
  ((await t.app.inject({ method: 'GET', url: API.slidesByPosition(position, responsive), headers: participant.auth })).json() as { id: number }[]).map((s) => s.id);

/** a slide made through the api; answers its id and stored path */
async function made(data: Record<string, unknown>) {
  const res = await create({ data, image: uniquePng() });
  expect(res.statusCode).toBe(200);
  return res.json().slide as { id: number; path: string };
}

async function expectRefused(send: () => ReturnType<typeof create>, status: number, detail: string | RegExp) {
  const before = await footprint(t, 'slides');
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message: 'error', statusCode: status });
  if (typeof detail === 'string') expect(res.json().detail).toBe(detail);
  else expect(res.json().detail).toMatch(detail);
  expect(await footprint(t, 'slides')).toEqual(before);
}

describe('POST /api/slides/create', () => {
  it('creates the slide, stores its picture publicly, answers SPEC 8 and audits it', async () => {
    const bytes = uniquePng();
    const res = await create({ data: { position: 'Up', order: 3, show: true, responsive: false }, image: bytes });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'success',
      detail: 'Slide creado exitosamente',
      slide: { id: expect.any(Number), path: expect.stringMatching(/^\/uploads\/slides\/[0-9a-f-]{36}\.png$/), position: 'Up', order: 3, show: true, responsive: false },
    });
    expect(await slideRow(body.slide.id)).toEqual({ id: body.slide.id, path: body.slide.path, position: 'Up', sort_order: 3, show: 1, responsive: 0 });
    const served = await t.app.inject({ method: 'GET', url: body.slide.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const audit = await auditOf(t.db, 'slides', body.slide.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ path: body.slide.path, position: 'Up', order: 3, show: 1, responsive: 0 });
  });

  it('SPEC 4: show and responsive are 1 when ticked, else 0; the new slide appears in its carousel set by order', async () => {
    const first = await made({ position: 'down', order: '2', show: 1, responsive: 1 });
    const second = await made({ position: 'Down', order: '1', show: '1', responsive: 'true' });
    // left out: not ticked
    const hidden = await made({ position: 'Down', order: 0, responsive: 1 });
    const desktop = await made({ position: 'DOWN', order: 5, show: 1, responsive: 0 });
    expect(await slideRow(hidden.id)).toMatchObject({ show: 0, responsive: 1 });
    expect(await shown('down', 1)).toEqual([second.id, first.id]);
    expect(await shown('down', 0)).toEqual([desktop.id]);
    const all = (await t.app.inject({ method: 'GET', url: API.slidesAll, headers: participant.auth })).json() as { id: number; show: boolean }[];
    expect(all.find((s) => s.id === hidden.id)).toMatchObject({ show: false });
  });

  describe('refused with a Spanish detail, nothing stored (no row, no audit, no file)', () => {
    const data = { position: 'Up', order: 1, show: 1, responsive: 0 };

    it('400 for each SPEC 5 rule, naming the field', async () => {
      await expectRefused(() => create({ data: { ...data, position: '' }, image: uniquePng() }), 400, 'Campo posición: Seleccione Una Posición');
      await expectRefused(() => create({ data: { ...data, position: 'Left' }, image: uniquePng() }), 400, 'Campo posición: Seleccione Una Posición');
      await expectRefused(() => create({ data: { ...data, order: 'uno' }, image: uniquePng() }), 400, 'Campo orden: Solo números');
      await expectRefused(() => create({ data: { ...data, order: -1 }, image: uniquePng() }), 400, 'Campo orden: Solo números');
      await expectRefused(() => create({ data: { ...data, order: undefined }, image: uniquePng() }), 400, 'Campo orden: Requerido');
      await expectRefused(() => create({ data: { ...data, show: 'quizás' }, image: uniquePng() }), 400, /Valor no válido: use 1 \(sí\) o 0 \(no\)/);
    });

    it('400 without a picture (SPEC 5: "Seleccione Una Imagen")', async () => {
      await expectRefused(() => create({ data }), 400, 'Campo imagen: Seleccione Una Imagen');
    });

    it('400 for a file that is not an image, 413 for one too large', async () => {
      await expectRefused(() => create({ data, image: notAnImage() }), 400, IMAGE_INVALID);
      await expectRefused(() => create({ data, image: oversizePng() }), 413, IMAGE_TOO_LARGE);
    });

    it('400 for a form that cannot be read: data not JSON, a body cut short', async () => {
      await expectRefused(() => create({ data: 'position=Up', image: uniquePng() }), 400, 'El campo data no contiene JSON válido');
      await expectRefused(() => sendTruncatedForm(t, API.slideCreate, admin.auth), 400, /No se pudo leer el formulario enviado/);
    });

    it('401 without a session, 403 for anyone but the administrator', async () => {
      await expectRefused(() => create({ data, image: uniquePng() }, {}), 401, /sesión/i);
      for (const role of ['participant', 'approver', 'buyer'] as const) {
        const user = await createUser(t.db, { role });
        await expectRefused(() => create({ data, image: uniquePng() }, user.auth), 403, 'No tiene permisos para esta acción');
      }
    });
  });
});

describe('DELETE /api/slides/delete/{id}', () => {
  it('deletes the slide, names its id (SPEC 4 delete flow), audits it and removes its picture', async () => {
    const slide = await made({ position: 'Up', order: 7, show: 1, responsive: 1 });
    expect(await shown('up', 1)).toContain(slide.id);
    const res = await remove(slide.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: `Slide ${slide.id} eliminado`, slide: { ...slide, position: 'Up', order: 7, show: true, responsive: true } });
    expect(await slideRow(slide.id)).toBeUndefined();
    expect(await shown('up', 1)).not.toContain(slide.id);
    expect(fileExists(t, slide.path)).toBe(false);
    expect((await auditOf(t.db, 'slides', slide.id)).map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
  });

  it('keeps the picture while another row refers to it', async () => {
    const slide = await made({ position: 'Up', order: 8, show: 1, responsive: 0 });
    const twin = (await t.db.insertInto('slides').values({ path: slide.path, position: 'Up', sort_order: 8, show: 1, responsive: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await remove(slide.id)).statusCode).toBe(200);
    expect(fileExists(t, slide.path)).toBe(true);
    expect((await remove(twin)).statusCode).toBe(200);
    expect(fileExists(t, slide.path)).toBe(false);
  });

  it('404 for an unknown slide (also the second delete), 400 for a non-numeric id', async () => {
    const slide = await made({ position: 'Down', order: 9, show: 0, responsive: 0 });
    expect((await remove(slide.id)).statusCode).toBe(200);
    const again = await remove(slide.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'error', detail: 'El slide no existe', statusCode: 404 });
    expect((await remove('abc')).statusCode).toBe(400);
  });

  it('401 without a session, 403 for anyone but the administrator; the slide and its picture stay', async () => {
    const slide = await made({ position: 'Down', order: 4, show: 1, responsive: 0 });
    const files = storedFiles(t, 'slides');
    expect((await remove(slide.id, {})).statusCode).toBe(401);
    for (const role of ['participant', 'approver', 'buyer'] as const) {
      const res = await remove(slide.id, (await createUser(t.db, { role })).auth);
      expect(res.statusCode).toBe(403);
    }
    expect(await slideRow(slide.id)).toBeDefined();
    expect(storedFiles(t, 'slides')).toEqual(files);
    expect((await auditOf(t.db, 'slides', slide.id)).map((a) => a.action)).toEqual(['create']);
  });
});
