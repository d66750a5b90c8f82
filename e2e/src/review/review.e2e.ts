// The review journey in Chromium against the real api. A participant's request is
// rejected by the approver (the points come back to their sidebar), requested again, approved,
// and bought by the buyer with a date and a comment (the participant sees 'Comprado' and the
// mail is in the outbox); the administrator rejects an invoice from its detail, and it shows
// struck through in red in the participant's Lista de Ventas and in the review's, and the
// balance drops. Screenshots of the review screens are kept.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO, VIEWPORTS, apiLogin, loginAs, redeemConfirmed, shoot, sidebarPoints, usePortal } from '../harness';

const e2e = usePortal();
const LUISA = /Luisa/;

async function pageOf(browser: Browser, who: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'America/Bogota', locale: 'es-CO' });
  const page = await context.newPage();
  await loginAs(page, e2e.portal.url, who);
  return page;
}

/** the participant asks for 'Bono de cine para dos' through the catalogue; answers the request's id */
async function requestCinema(page: Page): Promise<number> {
  await page.goto(`${e2e.portal.url}/admin/products`);
  await page.getByRole('searchbox').fill('Bono de cine');
  const card = page.getByRole('article').filter({ hasText: 'Bono de cine' }).first();
  await card.getByRole('link', { name: /Redimir/ }).or(card.getByRole('button', { name: /Redimir/ })).first().click();
  await page.getByRole('heading', { name: 'Redimir Producto' }).first().waitFor();
  await page.getByText('Costo en puntos').waitFor();
  // the question says the cost and the balance after; 'Sí, redimir' sends it
  await redeemConfirmed(page);
  await page.getByText(/Redimido con Éxito/).waitFor();
  const me = await apiLogin(e2e.portal.url, DEMO.participantB);
  const mine = (await (await fetch(`${e2e.portal.url}/api/product/applyfor/all`, { headers: { authorization: `Bearer ${me.access_token}` } })).json()) as { id: number; state: string }[];
  return Math.max(...mine.filter((r) => r.state === 'espera').map((r) => r.id));
}

async function openReview(page: Page, id: number) {
  await page.goto(`${e2e.portal.url}/admin/confirm-redeem/${id}`);
  await page.getByRole('heading', { name: 'Información de solicitud' }).first().waitFor();
}

const isStruck = (page: Page, text: string) =>
  page.getByRole('row').filter({ hasText: text }).first().evaluate((row) => [row, ...row.querySelectorAll('*')].some((el) => getComputedStyle(el).textDecorationLine.includes('line-through')));

describe('review journey', () => {
  it('rejects, approves and buys a request, and rejects an invoice, with the participant told', async () => {
    const participant = await pageOf(e2e.browser, DEMO.participantB);
    const approver = await pageOf(e2e.browser, DEMO.approver);
    const buyer = await pageOf(e2e.browser, DEMO.buyer);
    const admin = await pageOf(e2e.browser, DEMO.admin);
    try {
      const start = await sidebarPoints(participant, LUISA);

      // 1. a request rejected by the approver: the points come back
      const first = await requestCinema(participant);
      assert.equal(await sidebarPoints(participant, LUISA), start - 700);
      await openReview(approver, first);
      await shoot(approver, 'review-espera-approver');
      await approver.getByRole('button', { name: 'Rechazar' }).click();
      await approver.getByText('Mínimo 3 caracteres').first().waitFor();
      await approver.getByLabel('Comentario Aprobador').fill('Sin cupos de cine este mes');
      await approver.getByRole('button', { name: 'Rechazar' }).click();
      await approver.getByText('Solicitud Rechazada').waitFor();
      await approver.waitForURL('**/admin/redeem-list', { timeout: 10_000 });
      await participant.reload();
      assert.equal(await sidebarPoints(participant, LUISA), start);

      // 2. requested again, approved, bought with a date and a comment
      const second = await requestCinema(participant);
      await openReview(approver, second);
      await approver.getByRole('button', { name: 'Aprobar' }).click();
      await approver.getByText('Aprobado con éxito').waitFor();
      await openReview(buyer, second);
      await buyer.getByRole('button', { name: 'Confirmar Compra' }).click();
      await buyer.getByText('Seleccione Una Fecha').first().waitFor();
      // SPEC 2.11: a read-only date, picked from the calendar a press on it opens
      await buyer.getByLabel('Fecha de Compra', { exact: true }).click();
      await buyer.locator('.react-datepicker__day--today').click();
      await buyer.getByLabel('Comentario Comprador').fill('Comprado en la taquilla principal');
      await shoot(buyer, 'review-aprobado-buyer');
      await buyer.getByRole('button', { name: 'Confirmar Compra' }).click();
      await buyer.getByText('Confirmado con éxito').waitFor();
      await participant.goto(`${e2e.portal.url}/admin/redeem-list`);
      await participant.getByRole('row').filter({ hasText: String(second) }).filter({ hasText: 'Comprado' }).first().waitFor();
      const outbox = path.join(e2e.portal.dataDir, 'outbox');
      const deadline = Date.now() + 15_000;
      let mails: string[] = [];
      while (Date.now() < deadline) {
        mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).filter((m) => m.includes('Bono de cine') && /compr/i.test(m));
        if (mails.length > 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(mails.length > 0, 'the participant is mailed about the purchase');

      // 3. the administrator rejects an invoice still in Creada from its detail
      const before = await sidebarPoints(participant, LUISA);
      const token = (await apiLogin(e2e.portal.url, DEMO.admin)).access_token;
      const invoices = (await (await fetch(`${e2e.portal.url}/api/invoice/all`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; number: string; state: string; user: { name: string } | null; total_points: number; used_points: number; dispute?: unknown }[];
      // not one of a disputed pair: a claim earned no points to take back
      const target = invoices.find((i) => i.state === 'Creada' && LUISA.test(i.user?.name ?? '') && i.total_points > 0 && i.used_points === 0 && !i.dispute)!;
      assert.ok(target, 'a demo invoice of the participant awaits review');
      await admin.goto(`${e2e.portal.url}/admin/invoice-details/${target.id}`);
      await admin.getByRole('heading', { name: 'Detalle de Factura' }).first().waitFor();
      await shoot(admin, 'invoice-details-admin');
      await admin.getByLabel(/Comentario/).first().fill('La imagen no corresponde a la factura');
      await admin.getByRole('button', { name: 'Rechazar' }).click();
      await admin.getByText('Factura Rechazada').waitFor();

      await participant.goto(`${e2e.portal.url}/admin/invoices-list`);
      await participant.getByRole('cell', { name: target.number, exact: true }).waitFor();
      assert.ok(await isStruck(participant, target.number), 'struck through in the participant\'s list');
      assert.equal(await sidebarPoints(participant, LUISA), before - target.total_points);
      await openReview(approver, second);
      await approver.getByRole('cell', { name: target.number, exact: true }).waitFor();
      assert.ok(await isStruck(approver, target.number), 'struck through in the review\'s Lista de Ventas');
      await shoot(approver, 'review-history');
    } finally {
      for (const page of [participant, approver, buyer, admin]) await page.context().close();
    }
  });
});
