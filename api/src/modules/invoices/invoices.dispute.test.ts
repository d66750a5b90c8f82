// docs/adr/0033-disputed-claims-instead-of-a-lock-out.md, on SQLite and PostgreSQL: a number
// already registered at a branch by ANOTHER participant is stored as a claim in dispute (201, no
// points, no lot, no ledger row), both invoices say so (GET /api/invoice/get, the lists, the queue's
// 'number-claimed' warning naming the other invoice and person), and the approver decides which
// stands: approving the claim credits it and rejects the other through the ledger (also once it was
// approved and its points spent); rejecting the claim leaves the other as it was. The same participant
// again still gets SPEC 8's 409; the 'C' of a correction (SPEC 2.9) is another number. Two approvers
// deciding the pair at once: one wins, the other gets a Spanish 409. The points engine's rules
// (`npm run check-points`) hold after every scenario.
import { API, type InvoiceWithTotals, type ReviewQueueRow } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { checkPointsInvariants, spendPoints } from '../../points';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { balanceOf, createRequest, footprint, line, newNumber, participant, seedCatalogue, storedFlagsDisagreements, validData, type Catalogue } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
/** the app's clock, fixed for the whole file (sale dates are days before it: validData) */
const clock = { now: new Date() };
let approver: TestUser;
let approver2: TestUser;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock.now });
  c = await seedCatalogue(t.db);
  approver = await createUser(t.db, { role: 'approver', name: 'Aprobador Uno' });
  approver2 = await createUser(t.db, { role: 'approver', name: 'Aprobador Dos' });
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  productId = (await t.db.insertInto('products').values({ name: 'Freidora de aire', points: 100, points_value: 100, estimated_value: 350000, image: null, product_categories_id: category }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
// what `warnings=1` reads (each waiting invoice's stored flags, kept by the api) is what the queue shows
afterEach(async () => expect(await storedFlagsDisagreements(t, approver, true)).toEqual([]));

/** a participant of the branch (profile Oro) */
const seller = (name: string) => createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name });
/** two lines: 2 x tire 0 and 1 x tire 3 */
const lines = () => [line(c, 0, 2), line(c, 3, 1)];
const pointsOfLines = () => c.tires[0].gold * 2 + c.tires[3].gold;

async function register(user: TestUser, number: string, overrides: Record<string, unknown> = {}) {
  return createRequest(t, user, { data: validData(c, { number, ...overrides }), tires: lines() });
}
const idOf = async (number: string, user: TestUser) =>
  (await t.db.selectFrom('invoices').select('id').where('number', '=', number).where('users_id', '=', user.id).executeTakeFirstOrThrow()).id;
const stateOf = (id: number) => t.db.selectFrom('invoices').select(['state', 'comment_rejected']).where('id', '=', id).executeTakeFirstOrThrow();
const getInvoice = async (user: TestUser, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: API.invoiceGet(id), headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as InvoiceWithTotals;
};
const approve = (who: TestUser, id: number) => t.app.inject({ method: 'POST', url: API.invoiceApprove(id), headers: who.auth });
const reject = (who: TestUser, id: number, comment = 'La venta no es de esta persona') =>
  t.app.inject({ method: 'POST', url: API.invoiceReject(id), headers: who.auth, payload: { comment_rejected: comment } });
const ledgerOf = (user: TestUser) => t.db.selectFrom('points_ledger').select(['kind', 'amount', 'actor_id', 'ref_id']).where('users_id', '=', user.id).orderBy('id').execute();
const mailsTo = (user: TestUser) => t.db.selectFrom('mail_outbox').select(['subject', 'body']).where('to_address', '=', user.email).orderBy('id').execute();
async function queueRow(id: number, user: TestUser = approver): Promise<ReviewQueueRow | undefined> {
  const res = await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?pageSize=100`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return (res.json().rows as ReviewQueueRow[]).find((r) => r.id === id);
}

/** ana registers a number (credited at once, SPEC 8), beto claims it: their ids */
async function disputedPair() {
  const ana = await seller('Ana Ñustes');
  const beto = await seller('Beto Álvarez');
  const number = newNumber();
  const first = await register(ana, number);
  expect(first.statusCode).toBe(200);
  const claim = await register(beto, ` ${number.toLowerCase()} `);
  expect(claim.statusCode).toBe(201);
  return { ana, beto, number, original: await idOf(number, ana), claim: await idOf(number, beto), claimAnswer: claim.json() };
}

describe('registering a number another participant registered at the branch', () => {
  it('is stored as a claim in dispute: 201 with a Spanish text, no points, no lot, no ledger row; the claimant is mailed', async () => {
    const ana = await seller('Ana Ñustes');
    const beto = await seller('Beto Álvarez');
    const number = newNumber();
    const first = await register(ana, number);
    // SPEC 8: the normal sale's text is untouched
    expect(first.json()).toEqual({ message: 'success', detail: `Factura Creada con Éxito, Se le han agregado ${pointsOfLines()} puntos`, points: pointsOfLines(), currentPoints: pointsOfLines() });
    const original = await idOf(number, ana);

    const before = await footprint(t);
    const res = await register(beto, number);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'success',
      detail: `La factura ${number} ya estaba registrada en esta sucursal por otro participante. Su factura quedó registrada como reclamación en disputa: ` +
        'todavía no se le han agregado puntos. Un aprobador revisará las dos facturas y decidirá cuál es válida.',
      points: 0,
      currentPoints: 0,
      dispute: { with_invoice_id: original, claim: true },
    });
    expect(await footprint(t)).toMatchObject({ invoices: before.invoices + 1, references: before.references + 2, lots: before.lots, ledger: before.ledger, points: before.points, files: before.files + 1 });
    expect(await balanceOf(t.db, beto.id)).toBe(0);
    expect(await ledgerOf(beto)).toEqual([]);
    expect(await mailsTo(beto)).toEqual([{ subject: `Su factura ${number} quedó en disputa`, body: expect.stringContaining(`Todavía no se le han agregado los ${pointsOfLines()} puntos`) }]);
    // ana is not told anything yet: nothing of hers changed
    expect(await mailsTo(ana)).toEqual([]);
  });

  it('the invoice reads say so on both sides; the claimant cannot open the other invoice', async () => {
    const { ana, beto, number, original, claim } = await disputedPair();
    const claimRead = await getInvoice(beto, claim);
    expect(claimRead).toMatchObject({ state: 'Creada', total_points: pointsOfLines(), remaining_points: 0, dispute: { with_invoice_id: original, claim: true } });
    expect(await getInvoice(ana, original)).toMatchObject({ state: 'Creada', remaining_points: pointsOfLines(), dispute: { with_invoice_id: claim, claim: false } });
    // the lists: the participant's own, and a page of the administrator's list
    const own = (await t.app.inject({ method: 'GET', url: API.invoicesAll, headers: beto.auth })).json() as InvoiceWithTotals[];
    expect(own).toEqual([claimRead]);
    const history = (await t.app.inject({ method: 'GET', url: API.userInvoiceHistory(ana.id), headers: ana.auth })).json() as InvoiceWithTotals[];
    expect(history.map((i) => i.dispute)).toEqual([{ with_invoice_id: claim, claim: false }]);
    const paged = (await t.app.inject({ method: 'GET', url: `${API.invoicesAll}?page=1&pageSize=100&q=${encodeURIComponent(number)}`, headers: approver.auth })).json();
    expect(paged.rows.find((r: InvoiceWithTotals) => r.id === claim).dispute).toEqual({ with_invoice_id: original, claim: true });
    expect((await t.app.inject({ method: 'GET', url: API.invoiceGet(original), headers: beto.auth })).statusCode).toBe(404);
  });

  it('an invoice with no other registration of its number says dispute: null', async () => {
    const ana = await seller('Ana Sola');
    const res = await register(ana, newNumber());
    expect(res.statusCode).toBe(200);
    expect((await getInvoice(ana, (await t.db.selectFrom('invoices').select('id').where('users_id', '=', ana.id).executeTakeFirstOrThrow()).id)).dispute).toBeNull();
  });

  it('the same participant again still gets the 409 (their own duplicate), the claimant too; nothing is stored', async () => {
    const { ana, beto, number } = await disputedPair();
    for (const who of [ana, beto]) {
      const before = await footprint(t);
      const res = await register(who, number);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'error', statusCode: 409, detail: `La factura ${number} ya fue registrada para esta sucursal.` });
      expect(await footprint(t)).toEqual(before);
    }
  });

  it("SPEC 2.9: the number with 'C' at the end is a correction, another number: credited at once, no dispute; at another branch no dispute either", async () => {
    const { beto, number } = await disputedPair();
    const corrected = await register(beto, `${number}C`);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ detail: `Factura Creada con Éxito, Se le han agregado ${pointsOfLines()} puntos`, points: pointsOfLines() });
    expect((await getInvoice(beto, await idOf(`${number}C`, beto))).dispute).toBeNull();
    const elsewhere = await register(beto, number, { subsidiary_id: c.otherSubsidiaryId });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().dispute).toBeUndefined();
  });

  it('two participants registering one new number at the same moment: one is the first registration (200), the other its claim (201)', async () => {
    const ana = await seller('Ana Carrera');
    const beto = await seller('Beto Carrera');
    const number = newNumber();
    const answers = await Promise.all([register(ana, number), register(beto, number)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.db.selectFrom('invoices').select(['id', 'users_id', 'claim_of']).where('number', '=', number).orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.claim_of === null)).toHaveLength(1);
    expect(await t.db.selectFrom('point_lots').select('id').where('invoice_id', 'in', rows.map((r) => r.id)).execute()).toHaveLength(1);
  });
});

describe("the queue's 'number-claimed' warning", () => {
  it('marks both invoices as a pair, naming the other invoice and person; warnings=1 keeps both', async () => {
    const { ana, beto, number, original, claim } = await disputedPair();
    expect((await queueRow(claim))!.warnings).toContainEqual({
      code: 'number-claimed',
      text: `Reclamación en disputa: Ana Ñustes registró antes la factura ${number} en esta sucursal (estado Creada). ` +
        'Sus puntos no se han acreditado: aprobar esta factura le acredita sus puntos y rechaza la otra; rechazarla deja la otra como está.',
      invoice_id: original,
      user_id: ana.id,
    });
    expect((await queueRow(original))!.warnings).toContainEqual({
      code: 'number-claimed',
      text: `Beto Álvarez también registró la factura ${number} en esta sucursal: aprobar esta rechaza la otra; rechazarla deja la otra pendiente de revisión.`,
      invoice_id: claim,
      user_id: beto.id,
    });
    const filtered = await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?warnings=1&pageSize=100&subsidiary=${c.subsidiaryId}`, headers: approver.auth });
    const ids = (filtered.json().rows as ReviewQueueRow[]).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([original, claim]));
  });

  it('is not on an invoice alone with its number, nor on one whose other registration was rejected (unless it is a claim)', async () => {
    const solo = await seller('Solo Uno');
    const res = await register(solo, newNumber());
    expect(res.statusCode).toBe(200);
    const soloId = (await t.db.selectFrom('invoices').select('id').where('users_id', '=', solo.id).executeTakeFirstOrThrow()).id;
    expect((await queueRow(soloId))!.warnings.map((w) => w.code)).not.toContain('number-claimed');
    const filtered = await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?warnings=1&pageSize=100&user=${solo.id}`, headers: approver.auth });
    expect(filtered.json()).toEqual({ rows: [], total: 0 });

    // the original rejected: it leaves the pair; the claim still waits, its warning says the other is rejected
    const { ana, number, original, claim } = await disputedPair();
    expect((await reject(approver, original)).statusCode).toBe(200);
    expect((await queueRow(claim))!.warnings).toContainEqual(expect.objectContaining({
      code: 'number-claimed', invoice_id: original, user_id: ana.id,
      text: `Reclamación en disputa: Ana Ñustes registró antes la factura ${number} en esta sucursal (estado Rechazada). Esa factura ya fue rechazada: aprobar esta le acredita sus puntos.`,
    }));
    expect(await queueRow(original)).toBeUndefined();
  });
});

describe('the approver decides which stands', () => {
  it('approving the claim credits it and rejects the other through the ledger (a reversal row), mails the loser, audits both with the warnings', async () => {
    const { ana, beto, number, original, claim } = await disputedPair();
    const res = await approve(approver, claim);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Factura Aprobada' });
    expect(await stateOf(claim)).toEqual({ state: 'Aprobada', comment_rejected: null });
    const lostText = `Factura en disputa: el aprobador validó otro registro de la factura ${number} en esta sucursal, así que este fue rechazado.`;
    expect(await stateOf(original)).toEqual({ state: 'Rechazada', comment_rejected: lostText });
    expect(await balanceOf(t.db, beto.id)).toBe(pointsOfLines());
    expect(await ledgerOf(beto)).toEqual([{ kind: 'earn', amount: pointsOfLines(), actor_id: approver.id, ref_id: claim }]);
    expect(await balanceOf(t.db, ana.id)).toBe(0);
    expect(await ledgerOf(ana)).toEqual([
      { kind: 'earn', amount: pointsOfLines(), actor_id: ana.id, ref_id: original },
      { kind: 'reversal', amount: -pointsOfLines(), actor_id: approver.id, ref_id: original },
    ]);
    expect((await getInvoice(beto, claim)).dispute).toBeNull();
    expect(await getInvoice(ana, original)).toMatchObject({ dispute: null, comment_rejected: lostText, remaining_points: 0 });
    expect(await mailsTo(ana)).toEqual([{ subject: `Su factura ${number} fue rechazada`, body: expect.stringContaining(`Los ${pointsOfLines()} puntos que le había dado esta factura fueron descontados`) }]);

    const [approved] = await auditOf(t.db, 'invoices', claim);
    expect(approved).toMatchObject({ actor_id: approver.id, action: 'approve' });
    const detail = JSON.parse(approved.detail!);
    expect(detail).toMatchObject({ number, from: 'Creada', to: 'Aprobada', dispute: { claim: true, credited: pointsOfLines(), rejected: [original] } });
    expect(detail.warnings).toContainEqual(expect.objectContaining({ code: 'number-claimed', invoice_id: original, user_id: ana.id }));
    const [lost] = await auditOf(t.db, 'invoices', original);
    expect(lost).toMatchObject({ actor_id: approver.id, action: 'reject' });
    expect(JSON.parse(lost.detail!)).toMatchObject({ from: 'Creada', to: 'Rechazada', reversed: pointsOfLines(), dispute: { decided_for_invoice_id: claim } });
    expect(JSON.parse(lost.detail!).warnings).toContainEqual(expect.objectContaining({ code: 'number-claimed', invoice_id: claim }));
  });

  it('rejecting the claim leaves the other as it is (points, state), which is then approved as usual', async () => {
    const { ana, beto, original, claim } = await disputedPair();
    const res = await reject(approver, claim, 'La venta es de Ana');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Factura Rechazada' });
    expect(await stateOf(claim)).toEqual({ state: 'Rechazada', comment_rejected: 'La venta es de Ana' });
    expect(await stateOf(original)).toEqual({ state: 'Creada', comment_rejected: null });
    expect(await ledgerOf(beto)).toEqual([]);
    expect(await balanceOf(t.db, ana.id)).toBe(pointsOfLines());
    expect((await getInvoice(ana, original)).dispute).toBeNull();
    expect(await mailsTo(beto)).toContainEqual({ subject: expect.stringMatching(/fue rechazada$/), body: expect.stringContaining('Esta factura no le había sumado puntos') });
    expect(JSON.parse((await auditOf(t.db, 'invoices', claim))[0].detail!)).toMatchObject({ to: 'Rechazada', reversed: 0, dispute: { claim: true, claim_of: original } });
    expect((await approve(approver, original)).statusCode).toBe(200);
    expect(await balanceOf(t.db, ana.id)).toBe(pointsOfLines());
  });

  it('approving the first registration while the claim waits rejects the claim (nothing to reverse: it earned nothing)', async () => {
    const { ana, beto, number, original, claim } = await disputedPair();
    expect((await approve(approver, original)).statusCode).toBe(200);
    expect(await stateOf(claim)).toEqual({ state: 'Rechazada', comment_rejected: expect.stringContaining(`factura ${number}`) });
    expect(await balanceOf(t.db, ana.id)).toBe(pointsOfLines());
    expect(await ledgerOf(beto)).toEqual([]);
    expect(await mailsTo(beto)).toHaveLength(2); // the dispute, then the rejection
  });

  it('the first registration already approved and its points spent: approving the claim rejects it, and the spent points become a debt (below zero)', async () => {
    const ana = await seller('Ana Gastadora');
    const beto = await seller('Beto Reclamante');
    const number = newNumber();
    expect((await register(ana, number)).statusCode).toBe(200);
    const original = await idOf(number, ana);
    expect((await approve(approver, original)).statusCode).toBe(200);
    const spent = pointsOfLines() - 10;
    const at = clock.now.toISOString();
    await inTransaction(t.db, async (trx) => {
      const applyFor = await trx.insertInto('apply_for')
        .values({ product_id: productId, users_id: ana.id, points: spent, created_at: at, updated_at: at, state: 'espera', comment: null, buyer_comment: null, purchase_date: null })
        .returning('id').executeTakeFirstOrThrow();
      await spendPoints(trx, { usersId: ana.id, applyForId: applyFor.id, points: spent, actorId: ana.id, now: clock.now });
    });
    expect(await balanceOf(t.db, ana.id)).toBe(10);

    expect((await register(beto, number)).statusCode).toBe(201);
    const claim = await idOf(number, beto);
    // the approved one is out of the queue, in dispute with the waiting claim; the claim is in the queue
    expect(await getInvoice(ana, original)).toMatchObject({ state: 'Aprobada', dispute: { with_invoice_id: claim, claim: false } });
    expect((await queueRow(claim))!.warnings).toContainEqual(expect.objectContaining({ code: 'number-claimed', invoice_id: original, text: expect.stringContaining('(estado Aprobada)') }));
    expect(await queueRow(original)).toBeUndefined();

    expect((await approve(approver, claim)).statusCode).toBe(200);
    expect(await stateOf(original)).toMatchObject({ state: 'Rechazada' });
    expect(await balanceOf(t.db, ana.id)).toBe(-spent);
    expect(await balanceOf(t.db, beto.id)).toBe(pointsOfLines());
    expect(JSON.parse((await auditOf(t.db, 'invoices', original)).at(-1)!.detail!)).toMatchObject({ from: 'Aprobada', to: 'Rechazada', reversed: pointsOfLines() });
  });

  it('a participant never sees the queue nor decides: 403', async () => {
    const { ana, beto, claim } = await disputedPair();
    for (const who of [ana, beto]) {
      expect((await t.app.inject({ method: 'GET', url: API.invoiceReviewQueue, headers: who.auth })).statusCode).toBe(403);
      expect((await approve(who, claim)).statusCode).toBe(403);
    }
    expect(await stateOf(claim)).toMatchObject({ state: 'Creada' });
  });
});

describe('two approvers deciding a disputed pair at once', () => {
  it.each([
    ['approve', 'claim', 'approve', 'original'],
    ['approve', 'original', 'approve', 'claim'],
    ['approve', 'claim', 'approve', 'claim'],
    ['approve', 'claim', 'reject', 'claim'],
  ] as const)('%s the %s and %s the %s: one wins, the other gets a Spanish 409; points credited or reversed once', async (what1, side1, what2, side2) => {
    const { ana, beto, number, original, claim } = await disputedPair();
    const ids = { original, claim };
    const decide = (what: 'approve' | 'reject', who: TestUser, id: number) => (what === 'approve' ? approve(who, id) : reject(who, id));
    const answers = await Promise.all([decide(what1, approver, ids[side1]), decide(what2, approver2, ids[side2])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toEqual({
      message: 'error', statusCode: 409,
      detail: expect.stringMatching(new RegExp(`^La factura ${number} está en estado (Aprobada|Rechazada): solo se puede aprobar o rechazar una factura en estado Creada\\.$`)),
    });
    const claimState = (await stateOf(claim)).state;
    const originalState = (await stateOf(original)).state;
    // exactly one of the pair stands
    expect([claimState, originalState].filter((s) => s === 'Aprobada')).toHaveLength(claimState === 'Rechazada' && originalState === 'Creada' ? 0 : 1);
    expect(await balanceOf(t.db, beto.id)).toBe(claimState === 'Aprobada' ? pointsOfLines() : 0);
    expect(await balanceOf(t.db, ana.id)).toBe(originalState === 'Rechazada' ? 0 : pointsOfLines());
    expect((await ledgerOf(beto)).filter((r) => r.kind === 'earn')).toHaveLength(claimState === 'Aprobada' ? 1 : 0);
    expect((await ledgerOf(ana)).filter((r) => r.kind === 'reversal')).toHaveLength(originalState === 'Rechazada' ? 1 : 0);
  });
});

describe('the audit log of every decision', () => {
  it('keeps who decided and the warnings the invoice had at that moment, as the queue showed them; none is []', async () => {
    const away = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.otherSubsidiaryId, name: 'Lejos Pérez' });
    const number = newNumber();
    expect((await register(away, number)).statusCode).toBe(200);
    const id = await idOf(number, away);
    const shown = (await queueRow(id))!.warnings;
    expect(shown).toEqual([{
      code: 'other-branch', user_id: away.id,
      text: 'Sucursal distinta a la del participante: la factura es de Llantas del Norte y el participante pertenece a Llantas del Sur',
    }]);
    expect((await reject(approver2, id, 'No es de su sucursal')).statusCode).toBe(200);
    const [rejected] = await auditOf(t.db, 'invoices', id);
    expect(rejected).toMatchObject({ actor_id: approver2.id, action: 'reject' });
    expect(JSON.parse(rejected.detail!)).toMatchObject({ from: 'Creada', to: 'Rechazada', comment: 'No es de su sucursal', warnings: shown });
    expect(await mailsTo(away)).toEqual([expect.objectContaining({ subject: `Su factura ${number} fue rechazada`, body: expect.stringContaining('Comentario: No es de su sucursal') })]);

    const plain = await seller('Sin Advertencias');
    const other = newNumber();
    expect((await register(plain, other)).statusCode).toBe(200);
    const plainId = await idOf(other, plain);
    expect((await queueRow(plainId))!.warnings).toEqual([]);
    expect((await approve(approver, plainId)).statusCode).toBe(200);
    const [approved] = await auditOf(t.db, 'invoices', plainId);
    expect(approved).toMatchObject({ actor_id: approver.id, action: 'approve' });
    expect(JSON.parse(approved.detail!)).toEqual({ number: other, from: 'Creada', to: 'Aprobada', warnings: [] });
  });
});
