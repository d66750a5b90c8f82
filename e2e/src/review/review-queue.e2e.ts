// 'Facturas por revisar' in Chromium against the real api, at 1366x900 and at 390x844. A participant
// registers a sale; the approver opens the queue from the menu (its count beside the entry), finds
// the sale at the top once the newest are first, opens it, approves it without leaving the queue,
// sees 'Factura Aprobada' (SPEC 8) and the next invoice open, and works on with the keyboard. A sale
// registered after the approver logged in and opened the queue is there on the next open and in a
// search at once, with the menu's count; so is a new redemption request in 'Lista Redenciones'.
// The demo data (api/src/seed) puts invoices with warnings in the queue. Screenshots are kept.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { API } from '@portal/contract';
import { DEMO, VIEWPORTS, apiLogin, assertCellsInView, loginAs, postSale, shoot, usePortal, type ViewportName } from '../harness';

const e2e = usePortal();

/** SPEC 7 POST /api/invoice/create as the sale form sends it, for participant 2, at their own branch */
async function registerSale(number: string): Promise<void> {
  const me = (await apiLogin(e2e.portal.url, DEMO.participantA)) as unknown as { id: number; access_token: string };
  // SPEC 7 GET /api/users/getuser/{id}, as the administrator reads it: the person's own branch
  const admin = { authorization: `Bearer ${(await apiLogin(e2e.portal.url, DEMO.admin)).access_token}` };
  const record = (await (await fetch(`${e2e.portal.url}${API.userGet(me.id)}`, { headers: admin })).json()) as { subsidiary_id?: number | null };
  const subsidiaryId = record.subsidiary_id;
  assert.ok(subsidiaryId, 'the participant has a branch');
  const res = await postSale(e2e.portal.url, me.access_token, { number, subsidiaryId, key: `rq-${number}` });
  assert.equal(res.status, 200, `the sale is registered: ${await res.text()}`);
}

/** the count beside 'Facturas por revisar' in the menu, as a screen reader hears it */
async function menuCount(page: Page, size: ViewportName): Promise<number> {
  if (size === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).first().click();
  const link = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Facturas por revisar \(\d+ pendientes?\)$/ });
  await link.waitFor();
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  if (size === 'phone') await page.keyboard.press('Escape');
  return Number(/\((\d+) pendiente/.exec(name)?.[1] ?? /(\d+) \(/.exec(name)?.[1] ?? NaN);
}

/** the invoice numbers of the queue's rows, in order */
const rowNumbers = (page: Page) => page.locator('main [role="table"]').first().locator('[role="rowgroup"]').nth(1).getByRole('row')
  .evaluateAll((rows) => rows.map((row) => row.querySelector('[role="cell"]')?.textContent ?? ''));

async function invoiceState(number: string): Promise<string> {
  const token = (await apiLogin(e2e.portal.url, DEMO.admin)).access_token;
  const all = (await (await fetch(`${e2e.portal.url}${API.invoicesAll}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { number: string; state: string }[];
  return all.find((i) => i.number === number)?.state ?? 'none';
}

describe("the approver's 'Facturas por revisar'", () => {
  for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`finds a new sale and approves it without leaving the queue; the next one opens (${VIEWPORTS[size].width}x${VIEWPORTS[size].height})`, async () => {
      const number = `RQ-${size === 'phone' ? 'M' : 'D'}-${Date.now() % 1_000_000}`;
      await registerSale(number);
      const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size], timezoneId: 'America/Bogota', locale: 'es-CO' });
      const page = await context.newPage();
      try {
        await loginAs(page, e2e.portal.url, DEMO.approver);
        const before = await menuCount(page, size);
        assert.ok(before >= 2, `the queue has the sale and the demo's (${before})`);

        // from the menu, as a person gets there
        if (size === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).first().click();
        await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Facturas por revisar/ }).click();
        await page.waitForURL('**/admin/review-invoices');
        await page.getByRole('heading', { name: 'Facturas por revisar' }).first().waitFor();
        await page.getByText(/^Mostrando 1 a \d+ de \d+ registros$/).first().waitFor();
        // the demo's warnings are in view, in the api's words
        await page.getByText(/no es la del participante|La misma foto está en la factura/).first().waitFor();
        await shoot(page, 'review-queue-list');
        if (size === 'phone') await assertCellsInView(page, 'review-queue-list');

        // the queue comes oldest first; one click on 'Fecha de Registro' puts the newest first: the sale just registered
        await page.getByRole('button', { name: /^Fecha de Registro/ }).click();
        await page.waitForFunction((n) => document.querySelector('main [role="table"] tbody [role="cell"]')?.textContent === n, number, { timeout: 10_000 })
          .catch(() => undefined);
        const numbers = await rowNumbers(page);
        assert.equal(numbers[0], number, `the new sale at the top: ${numbers.join(', ')}`);
        const next = numbers[1];

        await page.getByRole('button', { name: `Revisar la factura ${number}` }).click();
        const heading = page.getByRole('heading', { name: `Factura ${number}` });
        await heading.waitFor();
        assert.ok(await heading.evaluate((h) => h === document.activeElement), 'the focus is on the opened invoice');
        await page.getByRole('img', { name: 'Imagen de la factura' }).first().waitFor();
        await page.getByRole('table', { name: 'Llantas de la factura' }).waitFor();
        await shoot(page, 'review-queue-open');

        await page.getByRole('button', { name: 'Aprobar' }).click();
        await page.getByRole('status').filter({ hasText: 'Factura Aprobada' }).waitFor();
        const nextHeading = page.getByRole('heading', { name: `Factura ${next}` });
        await nextHeading.waitFor();
        await page.waitForFunction(() => document.activeElement?.tagName === 'H2', undefined, { timeout: 5_000 });
        assert.equal(await nextHeading.evaluate((h) => h === document.activeElement), true, 'the focus moved to the next invoice');
        assert.equal(page.url(), `${e2e.portal.url}/admin/review-invoices`, 'never left the queue');
        assert.equal(await invoiceState(number), 'Aprobada');
        await shoot(page, 'review-queue-next');
        // the count in the menu went down with it
        assert.equal(await menuCount(page, size), before - 1);

        // the keyboard alone: J opens the one after
        const third = (await rowNumbers(page))[1];
        if (third && third !== next) {
          await page.keyboard.press('j');
          await page.getByRole('heading', { name: `Factura ${third}` }).waitFor();
        }
      } finally {
        await context.close();
      }
    });
  }
  it('a sale registered after the approver logged in and opened the queue is found on the next open and by search; the menu count agrees', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'America/Bogota', locale: 'es-CO' });
    const page = await context.newPage();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    try {
      await loginAs(page, e2e.portal.url, DEMO.approver);
      // the queue read once (its answer cached), then left for another screen
      await menu.getByRole('link', { name: /^Facturas por revisar/ }).click();
      await page.getByText(/^Mostrando 1 a \d+ de \d+ registros$/).first().waitFor();
      const before = await menuCount(page, 'desktop');
      await menu.getByRole('link', { name: 'Lista Redenciones' }).click();
      await page.getByRole('table', { name: 'Lista de Redenciones' }).waitFor();
      const requestsBefore = Number(/de (\d+) registros/.exec((await page.getByText(/^Mostrando .* registros$/).first().textContent()) ?? '')?.[1]);

      // meanwhile a participant registers a sale and asks for a prize
      const number = `RQN-${Date.now() % 1_000_000}`;
      await registerSale(number);
      const participant = await apiLogin(e2e.portal.url, DEMO.participantA);
      const auth = { authorization: `Bearer ${participant.access_token}`, 'content-type': 'application/json' };
      const products = (await (await fetch(`${e2e.portal.url}${API.productsAll}`, { headers: auth })).json()) as { id: number; points_value: number }[];
      const cheapest = [...products].sort((a, b) => a.points_value - b.points_value)[0];
      const applied = await fetch(`${e2e.portal.url}${API.applyFor}`, { method: 'POST', headers: auth, body: JSON.stringify({ product_id: cheapest.id }) });
      const appliedBody = await applied.text();
      assert.equal(applied.status, 200, `the request is made: ${appliedBody}`);
      assert.match(appliedBody, /currentPoints/, `the request is made: ${appliedBody}`);

      // the next open of the queue, and a search in it, have the new sale at once
      await menu.getByRole('link', { name: /^Facturas por revisar/ }).click();
      await page.getByRole('heading', { name: 'Facturas por revisar' }).first().waitFor();
      await page.getByRole('searchbox').first().fill(number);
      await page.getByRole('cell', { name: number, exact: true }).waitFor({ timeout: 5_000 });
      await shoot(page, 'review-queue-new-sale-found');
      assert.equal(await menuCount(page, 'desktop'), before + 1, 'the menu counts the new sale');

      // and the next open of 'Lista Redenciones' has the new request
      await menu.getByRole('link', { name: 'Lista Redenciones' }).click();
      await page.getByText(new RegExp(`^Mostrando 1 a \\d+ de ${requestsBefore + 1} registros$`)).first().waitFor({ timeout: 5_000 });
    } catch (err) {
      await shoot(page, 'review-queue-new-sale-failure').catch(() => undefined);
      throw err;
    } finally {
      await context.close();
    }
  });
});
