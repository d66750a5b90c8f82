// The administrator filters the points report by a branch, sees the charts follow the
// filter, exports the CSV, and its figures match the table; the invoice report and the audit log
// (a refused login is in it) open with their data. Against the real api with the demo data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { API } from '@portal/contract';
import { DEMO, VIEWPORTS, csvLines, download, loginAs, shoot, usePortal } from '../harness';

const e2e = usePortal();
const BRANCH = 'Llantamax El Poblado';

/** a table's body rows as their cells' texts */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) out.push(await rows.nth(i).locator('th, td').allTextContents());
  return out;
}
const number = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** today in Bogotá and `days` before it, as the api spells a day ('YYYY-MM-DD') */
function bogotaDay(daysBefore = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysBefore);
  return day.toISOString().slice(0, 10);
}
/** a 'YYYY-MM-DD' day as a person types it: dd/mm/aaaa */
const typed = (day: string) => day.split('-').reverse().join('/');

/** polls `check` until it holds (10 s), else fails naming `what` */
async function until(check: () => Promise<boolean>, what: string) {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function adminPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'America/Bogota', locale: 'es-CO', acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await loginAs(page, e2e.portal.url, DEMO.admin);
  return { page, errors };
}

describe('reports', () => {
  it('points report: a branch filter narrows the table and the charts; the CSV holds the same figures', async () => {
    const { page, errors } = await adminPage();
    try {
      await page.goto(`${e2e.portal.url}/admin/points`);
      const table = page.getByRole('table', { name: 'Puntos por participante' });
      await table.locator('tbody tr').first().waitFor();
      const byState = page.getByRole('table', { name: 'Cifras de «Redenciones por estado»' });
      await byState.locator('tbody tr').first().waitFor();
      const allRequests = (await rowsOf(byState)).reduce((sum, r) => sum + number(r[1]), 0);

      await page.getByRole('combobox', { name: 'Sucursal' }).first().selectOption({ label: BRANCH });
      await until(async () => {
        const shown = await rowsOf(table);
        return shown.length > 0 && shown.every((r) => r.includes(BRANCH));
      }, 'only the branch\'s participants');
      const rows = await rowsOf(table);
      assert.ok(rows.length > 0, 'participants of the branch');
      // the charts follow: requests by state count only this branch's participants, as the table does
      const headers = await table.locator('thead th').allTextContents();
      const col = (name: string) => headers.findIndex((h) => h.replace(/[▲▼↕]/g, '').trim() === name);
      const tableRequests = rows.reduce((sum, r) => sum + number(r[col('Aprobadas')]) + number(r[col('Rechazadas')]) + number(r[col('En espera')]), 0);
      await until(async () => (await rowsOf(byState)).reduce((sum, r) => sum + number(r[1]), 0) === tableRequests, 'the chart counts the branch\'s requests');
      assert.ok(tableRequests < allRequests, `the branch has fewer requests (${tableRequests}) than everyone (${allRequests})`);
      await shoot(page, 'reports-points-filtered');

      // the CSV: every participant of the filter, the same figures as the table
      const csv = await download(page, () => page.getByRole('button', { name: 'Exportar a CSV' }).click());
      assert.equal(csv.name, 'reporte-puntos.csv');
      const lines = csvLines(csv.bytes);
      const csvHeader = lines[0].split(',');
      assert.deepEqual(csvHeader, ['Id', 'Nombre', 'Documento', 'Sucursal', 'Puntos', 'Gastados', 'Vencidos', 'Aprobadas', 'Rechazadas', 'En espera', 'Confirmadas', 'Facturas']);
      assert.equal(lines.length - 1, rows.length, 'one CSV line per participant of the table');
      for (const row of rows) {
        const line = lines.slice(1).map((l) => l.split(',')).find((cells) => cells[0] === row[col('Id')]);
        assert.ok(line, `participant ${row[col('Id')]} is in the CSV`);
        for (const name of ['Puntos', 'Gastados', 'Vencidos', 'Aprobadas', 'Rechazadas', 'En espera', 'Facturas']) {
          assert.equal(Number(line![csvHeader.indexOf(name)]), number(row[col(name)]), `${name} of ${row[col('Nombre')]}`);
        }
        assert.equal(line![csvHeader.indexOf('Sucursal')], BRANCH);
      }
    } finally {
      await page.context().close();
    }
    assert.deepEqual(errors, []);
  });

  it('in a browser set to English the sale dates are typed and shown dd/mm/aaaa, checked before sending, and picked from a Spanish calendar', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const context = await e2e.browser.newContext({ viewport, timezoneId: 'America/Bogota', locale: 'en-US' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      /** the `from` / `to` of every report page asked */
      const asked: { from: string | null; to: string | null }[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === API.reportInvoicesFull) asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
      });
      const sent = (check: (q: { from: string | null; to: string | null }) => boolean, what: string) => until(async () => asked.some(check), what);
      try {
        await loginAs(page, e2e.portal.url, DEMO.admin);
        await page.goto(`${e2e.portal.url}/admin/invoices`);
        await page.getByRole('table', { name: 'Líneas de factura' }).locator('tbody tr').first().waitFor();
        const period = page.getByRole('group', { name: 'Fecha de venta' });
        const from = period.getByLabel('Desde', { exact: true });
        const to = period.getByLabel('Hasta', { exact: true });
        assert.equal(await from.getAttribute('placeholder'), 'dd/mm/aaaa');
        assert.equal(await to.getAttribute('placeholder'), 'dd/mm/aaaa');

        // typed day first, as a Colombian writes it, whatever the browser's language
        const monthAgo = bogotaDay(30);
        await from.click();
        await page.keyboard.type(typed(monthAgo));
        await sent((q) => q.from === monthAgo, `from=${monthAgo}`);
        assert.equal(await from.inputValue(), typed(monthAgo));

        // a day that does not exist is said under the dates, stays as typed, and is never asked
        await to.click();
        await page.keyboard.type('31/02/2026');
        await period.getByRole('alert').filter({ hasText: 'Fecha no válida: use el formato dd/mm/aaaa' }).waitFor();
        assert.equal(await to.getAttribute('aria-invalid'), 'true');
        await page.waitForTimeout(1000);
        assert.ok(asked.every((q) => q.to === null), 'no day of a wrong period is asked');
        assert.equal(await to.inputValue(), '31/02/2026');
        // emptied with the keyboard
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.press('Backspace');
        await period.getByRole('alert').waitFor({ state: 'detached' });

        // the calendar, by the keyboard: the button after the field, the theme's focus outline, a
        // Spanish month, the focus on today, Enter picks it
        await page.keyboard.press('Tab');
        // the calendar's code runs as its button is first focused; the button the focus
        // landed on (a stand-in of the same name and look) then hands the focus to the calendar's own
        await period.locator('.react-datepicker-wrapper').first().waitFor({ state: 'attached' });
        const button = period.getByRole('button', { name: 'Elegir en el calendario: Hasta' });
        assert.ok(await button.evaluate((el) => el === document.activeElement), 'Tab goes from Hasta to its calendar');
        const outline = await button.evaluate((el) => ({ outlineStyle: getComputedStyle(el).outlineStyle, outlineColor: getComputedStyle(el).outlineColor }));
        assert.equal(outline.outlineStyle, 'solid');
        assert.equal(outline.outlineColor, 'rgb(0, 131, 143)');
        await page.keyboard.press('Enter');
        const calendar = page.getByRole('dialog', { name: 'Elegir fecha' });
        await calendar.waitFor();
        const month = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'America/Bogota' }).format(new Date()).replace(' de ', ' ');
        assert.equal((await calendar.getByRole('heading').first().textContent())?.trim(), month);
        const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        assert.match(focused ?? '', /^Elegir (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de [a-z]+ de \d{4}$/);
        // the calendar lies within the screen, under its field
        const box = await calendar.boundingBox();
        const field = await to.boundingBox();
        assert.ok(box && field && box.x >= 0 && box.x + box.width <= viewport.width && box.y > field.y, `calendar at ${JSON.stringify(box)}`);
        await shoot(page, 'reports-invoices-calendar');
        await page.keyboard.press('Enter');
        await calendar.waitFor({ state: 'detached' });
        const today = bogotaDay();
        assert.equal(await to.inputValue(), typed(today));
        await sent((q) => q.from === monthAgo && q.to === today, `from=${monthAgo}&to=${today}`);
        assert.ok(await button.evaluate((el) => el === document.activeElement), 'the focus comes back to the calendar button');
        await shoot(page, 'reports-invoices-period');
      } finally {
        await context.close();
      }
      assert.deepEqual(errors, []);
    }
  });

  it('invoice report and audit log open with their rows; a refused login is in the audit log', async () => {
    // a wrong password, then the administrator reads the log
    const refused = await fetch(`${e2e.portal.url}/portal.config.json`).then((r) => r.json()) as { clientId: string; clientSecret: string };
    await fetch(`${e2e.portal.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.participantB, password: 'no-es-la-clave', grant_type: 'password', client_id: refused.clientId, client_secret: refused.clientSecret }),
    });
    const { page, errors } = await adminPage();
    try {
      await page.goto(`${e2e.portal.url}/admin/invoices`);
      const lines = page.getByRole('table', { name: 'Líneas de factura' });
      await lines.locator('tbody tr').first().waitFor();
      await page.getByRole('table', { name: 'Cifras de «Facturas por estado»' }).locator('tbody tr').first().waitFor();
      await shoot(page, 'reports-invoices');

      await page.goto(`${e2e.portal.url}/admin/audit-log`);
      const log = page.getByRole('table', { name: 'Registro de Auditoría' });
      await log.locator('tbody tr').first().waitFor();
      await log.getByText('Ingreso rechazado').first().waitFor();
      await shoot(page, 'reports-audit-log');
    } finally {
      await page.context().close();
    }
    assert.deepEqual(errors, []);
  });
});
