// docs/adr/0033-disputed-claims-instead-of-a-lock-out.md: a disputed claim in Chromium against
// the real api, at 1366x900 and at 390x844. Participant A registers a sale; participant B registers
// the same number at A's branch and it is stored as a claim in dispute (201, no points). B and A each
// see their invoice in dispute in 'Lista de Ventas' and in its detail; the approver finds both in
// 'Facturas por revisar' marked as a pair and approves the claim, which rejects A's through the
// ledger; A sees the approver's reason on their invoice. The balances are read through the api at
// each step, and the points engine's invariants (`npm run check-points`) hold on the portal's
// database at the end. Screenshots are kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { API } from '@portal/contract';
import { DEMO, VIEWPORTS, apiLogin, checkPoints, loginAs, postSale, shoot, usePortal, type ViewportName } from '../harness';

const e2e = usePortal();

// the api's and the screens' own words (api INVOICE_MSG, shared-ui messages.invoices)
const IN_DISPUTE = 'En disputa: otra persona registró este número en la sucursal; un aprobador decidirá';
const IN_DISPUTE_CLAIM = 'En disputa: otra persona ya había registrado este número en la sucursal; un aprobador decidirá (sin puntos hasta entonces)';
const lostReason = (number: string) =>
  `Factura en disputa: el aprobador validó otro registro de la factura ${number} en esta sucursal, así que este fue rechazado.`;

interface Person { id: number; name: string; token: string }
interface InvoiceRow { id: number; number: string; state: string; comment_rejected: string | null; total_points: number; remaining_points: number; dispute?: { with_invoice_id: number; claim: boolean } | null }

const sessions = new Map<string, Person>();
/** one api session per person for the file (the login's rate limit counts every login) */
async function person(identification: string): Promise<Person> {
  const known = sessions.get(identification);
  if (known) return known;
  const me = (await apiLogin(e2e.portal.url, identification)) as unknown as { id: number; name: string; access_token: string };
  const who = { id: me.id, name: me.name, token: me.access_token };
  sessions.set(identification, who);
  return who;
}

async function getJson<T>(pathName: string, token: string): Promise<T> {
  const res = await fetch(`${e2e.portal.url}${pathName}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `GET ${pathName}: ${res.status}`);
  return (await res.json()) as T;
}

/** SPEC 7 GET /api/users/getuser/{id} as the administrator reads it: the balance and the branch */
async function record(id: number): Promise<{ points: number; subsidiary_id: number }> {
  const admin = await person(DEMO.admin);
  return getJson(API.userGet(id), admin.token);
}

/** the participant's own invoice of that number (SPEC 7 GET /api/invoice/all answers only theirs) */
async function ownInvoice(who: Person, number: string): Promise<InvoiceRow> {
  const all = await getJson<InvoiceRow[]>(API.invoicesAll, who.token);
  const found = all.find((i) => i.number === number);
  assert.ok(found, `${who.name} has the invoice ${number}`);
  return found;
}

/** SPEC 7 POST /api/invoice/create as the sale form sends it: 4 tires of a demo tire, at `subsidiaryId` */
async function registerSale(who: Person, number: string, subsidiaryId: number): Promise<{ status: number; body: { detail: string; points: number; currentPoints: number; dispute?: { with_invoice_id: number; claim: boolean } } }> {
  const res = await postSale(e2e.portal.url, who.token, { number, subsidiaryId, key: `dispute-${who.id}-${number}` });
  return { status: res.status, body: await res.json() };
}

async function signedIn(browser: Browser, size: ViewportName, identification: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[size], timezoneId: 'America/Bogota', locale: 'es-CO' });
  const page = await context.newPage();
  await loginAs(page, e2e.portal.url, identification);
  return page;
}

/** 'Lista de Ventas' (SPEC 2.4 /admin/invoices-list) and the row (on a phone, its card) of `number` */
async function salesListRow(page: Page, number: string) {
  await page.goto(`${e2e.portal.url}/admin/invoices-list`);
  await page.getByRole('table', { name: 'Lista de Ventas' }).first().waitFor();
  const row = page.getByRole('row').filter({ hasText: number }).first();
  await row.waitFor();
  return row;
}

describe('a disputed claim, seen by both participants and decided by the approver', () => {
  for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`a claim of another's number is in dispute for both, the approver decides the pair, the loser reads why (${VIEWPORTS[size].width}x${VIEWPORTS[size].height})`, async () => {
      const number = `DP-${size === 'phone' ? 'M' : 'D'}-${Date.now() % 1_000_000}`;
      const a = await person(DEMO.participantA);
      const b = await person(DEMO.participantB);
      const branch = (await record(a.id)).subsidiary_id;
      assert.ok(branch, "A's own branch");
      const [a0, b0] = [(await record(a.id)).points, (await record(b.id)).points];

      // A's sale: SPEC 8's answer and its points credited at once
      const first = await registerSale(a, number, branch);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.detail, `Factura Creada con Éxito, Se le han agregado ${first.body.points} puntos`);
      assert.ok(first.body.points > 0, 'the sale earns points');
      assert.equal((await record(a.id)).points, a0 + first.body.points);
      const aInvoice = await ownInvoice(a, number);

      // B's claim of the same number at A's branch: stored, 201, in dispute, no points
      const claim = await registerSale(b, number, branch);
      assert.equal(claim.status, 201, JSON.stringify(claim.body));
      assert.deepEqual(claim.body.dispute, { with_invoice_id: aInvoice.id, claim: true });
      assert.equal(claim.body.points, 0);
      assert.match(claim.body.detail, new RegExp(`^La factura ${number} ya estaba registrada en esta sucursal por otro participante`));
      assert.equal((await record(b.id)).points, b0, "the claim credits nothing to B's balance");
      const bInvoice = await ownInvoice(b, number);
      assert.deepEqual(bInvoice.dispute, { with_invoice_id: aInvoice.id, claim: true });
      assert.deepEqual((await ownInvoice(a, number)).dispute, { with_invoice_id: bInvoice.id, claim: false });

      // B sees the claim in dispute in 'Lista de Ventas' and in its detail
      const bPage = await signedIn(e2e.browser, size, DEMO.participantB);
      try {
        const row = await salesListRow(bPage, number);
        await row.getByText(IN_DISPUTE_CLAIM).waitFor();
        await shoot(bPage, 'dispute-claim-list');
        await bPage.goto(`${e2e.portal.url}/admin/invoice-details/${bInvoice.id}`);
        await bPage.getByRole('heading', { name: 'Detalle de Factura' }).first().waitFor();
        await bPage.getByRole('status').filter({ hasText: IN_DISPUTE_CLAIM }).waitFor();
        await shoot(bPage, 'dispute-claim-detail');
      } finally {
        await bPage.context().close();
      }

      // A sees their sale in dispute too
      const aPage = await signedIn(e2e.browser, size, DEMO.participantA);
      try {
        const row = await salesListRow(aPage, number);
        await row.getByText(IN_DISPUTE).waitFor();
        await shoot(aPage, 'dispute-first-list');
      } finally {
        await aPage.context().close();
      }

      // the approver finds both at the top of 'Facturas por revisar' (newest first), marked as a pair
      const approver = await signedIn(e2e.browser, size, DEMO.approver);
      try {
        await approver.goto(`${e2e.portal.url}/admin/review-invoices`);
        await approver.getByRole('heading', { name: 'Facturas por revisar' }).first().waitFor();
        await approver.getByText(/^Mostrando 1 a \d+ de \d+ registros$/).first().waitFor();
        await approver.getByRole('button', { name: /^Fecha de Registro/ }).click();
        const pair = approver.locator('main [role="table"]').first().getByRole('row').filter({ hasText: number });
        await pair.nth(1).waitFor();
        assert.equal(await pair.count(), 2, 'both registrations of the number are waiting');
        // each row by its own invoice (both rows name both people: the warnings name the other side)
        const claimRow = pair.filter({ has: approver.locator(`button[data-review-id="${bInvoice.id}"]`) });
        const firstRow = pair.filter({ has: approver.locator(`button[data-review-id="${aInvoice.id}"]`) });
        assert.match((await claimRow.textContent()) ?? '', new RegExp(b.name));
        await claimRow.getByText(`Reclamación en disputa: ${a.name} registró antes la factura ${number} en esta sucursal`, { exact: false }).first().waitFor();
        await firstRow.getByText(`${b.name} también registró la factura ${number} en esta sucursal`, { exact: false }).first().waitFor();
        await shoot(approver, 'dispute-queue-pair');

        // the approver approves the claim: B's stands, A's is rejected through the ledger
        await claimRow.getByRole('button', { name: `Revisar la factura ${number}` }).click();
        await approver.getByRole('heading', { name: `Factura ${number}` }).waitFor();
        await approver.getByRole('region').getByText(`Reclamación en disputa: ${a.name}`, { exact: false }).first().waitFor();
        await shoot(approver, 'dispute-queue-open');
        await approver.getByRole('button', { name: 'Aprobar' }).click();
        await approver.getByRole('status').filter({ hasText: 'Factura Aprobada' }).waitFor();
        // the loser left the queue with the winner
        await approver.waitForFunction((n) => ![...document.querySelectorAll('main [role="table"] [role="row"]')].some((r) => r.textContent?.includes(n)), number, { timeout: 10_000 });
      } finally {
        await approver.context().close();
      }

      // the ledger: B earned the claim's points at its approval, A's credit was taken back
      const [aAfter, bAfter] = [await ownInvoice(a, number), await ownInvoice(b, number)];
      assert.equal(bAfter.state, 'Aprobada');
      assert.equal(bAfter.dispute, null);
      assert.equal(aAfter.state, 'Rechazada');
      assert.equal(aAfter.comment_rejected, lostReason(number));
      assert.equal((await record(a.id)).points, a0, "A's balance is back where it was before the sale");
      // what the claim would earn (B's own profile's points for those tires), credited at its approval
      assert.ok(bInvoice.total_points > 0);
      assert.equal(bInvoice.remaining_points, 0, 'a claim in dispute has earned nothing yet');
      assert.equal(bAfter.remaining_points, bInvoice.total_points);
      assert.equal((await record(b.id)).points, b0 + bInvoice.total_points, "B's balance grew by the claim's points");

      // the loser reads why, in the list and in the invoice's detail
      const loser = await signedIn(e2e.browser, size, DEMO.participantA);
      try {
        const row = await salesListRow(loser, number);
        await row.getByText(`Motivo: ${lostReason(number)}`).waitFor();
        assert.equal(await row.getByText(IN_DISPUTE).count(), 0, 'decided: no longer in dispute');
        await shoot(loser, 'dispute-lost-list');
        await loser.goto(`${e2e.portal.url}/admin/invoice-details/${aInvoice.id}`);
        const reason = loser.getByLabel('Comentario de Rechazo');
        await reason.waitFor();
        assert.equal(await reason.inputValue(), lostReason(number));
        await shoot(loser, 'dispute-lost-detail');
      } finally {
        await loser.context().close();
      }

      assert.match(checkPoints(e2e.portal), /every rule holds/);
    });
  }
});
