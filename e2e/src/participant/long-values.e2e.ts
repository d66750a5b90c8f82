// Bad input at a phone's width: the longest names the api takes (150 characters: contract
// nameField), the longest invoice number (40) and a nine-digit invoice total, as a participant sees them at 390x844. A branch renamed
// to 150 characters and a sale of $123.456.789 with a long invoice number must leave every list and
// detail readable: no sideways scroll of the page, every cell of every row in view, the figures
// grouped as Colombians write them, and axe's WCAG 2.1 A/AA rules still met.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { INVOICE_NUMBER_MAX } from '@portal/contract';
import { assertNoAxeViolations } from '../axe';
import { DEMO, VIEWPORTS, apiLogin, assertCellsInView, loginAs, shoot, uniquePng, usePortal } from '../harness';

const e2e = usePortal({ RATE_LIMIT_LOGIN: '1000/min' });

/** the longest a name may be (contract nameField: 'Máximo 150 caracteres') */
const LONGEST = 150;

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${e2e.portal.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** nothing wider than the phone, and every list's cells in view and whole */
async function assertFits(page: Page, what: string) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(pageWidth <= 1, `${what}: the page is ${pageWidth}px wider than the phone`);
  await assertCellsInView(page, what);
}

describe('the longest names and a nine-digit total at 390x844', () => {
  it("stay readable in the participant's sale, lists and invoice detail", async () => {
    const admin = await apiLogin(e2e.portal.url, DEMO.admin);
    // the participant's own branch, renamed to the longest name the api takes
    const participantApi = await apiLogin(e2e.portal.url, DEMO.participantA);
    const { id: participantId } = participantApi as typeof participantApi & { id: number };
    const me = await api<{ id: number; subsidiary_id: number }>(`/api/users/getuser/${participantId}`, participantApi.access_token);
    const branch = await api<{ id: number; name: string; cities_id: number; profiles_id: number; version: number }>(`/api/subsidiary/${me.subsidiary_id}`, admin.access_token);
    const longName = `Sucursal ${'Llantas y Servicios del Norte '.repeat(6)}`.slice(0, LONGEST).trim();
    await api(`/api/subsidiary/${branch.id}`, admin.access_token, {
      method: 'PUT',
      body: { name: longName, cities_id: branch.cities_id, profiles_id: branch.profiles_id, version: branch.version },
    });

    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, timezoneId: 'America/Bogota', locale: 'es-CO', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    try {
      await loginAs(page, e2e.portal.url, DEMO.participantA);
      await page.goto(`${e2e.portal.url}/admin/register-sale`);
      await page.getByRole('heading', { name: 'Ingresar Venta' }).first().waitFor();
      // today, picked in the calendar behind the button at the end of the date
      await page.getByRole('button', { name: 'Elegir en el calendario: Fecha de la venta' }).click();
      await page.locator('.react-datepicker__day--today').click();
      const number = `FV-${'9'.repeat(INVOICE_NUMBER_MAX - 3)}`; // the longest number the api takes
      await page.getByLabel('Número de factura').fill(number);
      // SPEC 2.9: a nine-digit total, typed with the dots a Colombian writes
      await page.getByLabel('Total de la factura (COP)').fill('123.456.789');
      await page.getByLabel('Imagen de la factura').setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: uniquePng() });
      const line = page.getByRole('group', { name: 'Llanta 1' });
      for (const [label, index] of [['Marca', 1], ['Diseño', 1], ['Rin', 1], ['Cantidad', 24]] as const) {
        const select = line.getByRole('combobox', { name: label });
        await select.locator('option').nth(index).waitFor({ state: 'attached' });
        await select.selectOption({ index });
      }
      // the branch's long name is the one chosen, whole, and the form still fits
      assert.equal(await page.getByRole('combobox', { name: 'Sucursal' }).locator('option:checked').textContent(), longName);
      await assertFits(page, 'Ingresar Venta');
      await shoot(page, 'long-values-register-sale');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText(/^Factura Creada con Éxito, Se le han agregado \d+ puntos$/).waitFor();

      // 'Lista de Ventas': the long number, the nine-digit total grouped, every cell in view
      await page.goto(`${e2e.portal.url}/admin/invoices-list`);
      await page.getByRole('heading', { name: 'Lista de Ventas' }).first().waitFor();
      const row = page.getByRole('row').filter({ hasText: number });
      await row.waitFor();
      assert.match((await row.textContent()) ?? '', /123\.456\.789/);
      await assertFits(page, 'Lista de Ventas');
      await assertNoAxeViolations(page, 'Lista de Ventas with the longest values at 390x844');
      await shoot(page, 'long-values-invoices-list');

      // the invoice's detail: the branch's whole name and the total
      const { rows } = await api<{ rows: { id: number; number: string }[] }>('/api/invoice/all?page=1&pageSize=10', participantApi.access_token);
      const mine = rows.find((r) => r.number === number);
      assert.ok(mine, 'the sale is in the participant\'s list');
      await page.goto(`${e2e.portal.url}/admin/invoice-details/${mine.id}`);
      await page.getByRole('heading', { name: 'Detalle de Factura' }).first().waitFor();
      assert.equal(await page.getByLabel('Punto de venta').inputValue(), longName);
      assert.equal(await page.getByLabel('Total', { exact: true }).inputValue(), '123.456.789');
      await assertFits(page, 'Detalle de Factura');
      await assertNoAxeViolations(page, 'Detalle de Factura with the longest values at 390x844');
      await shoot(page, 'long-values-invoice-details');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
