// A sale registered with no signal, in Chromium against the real api, at 390x844 (ARCHITECTURE
// "Offline"). The participant logs in once (the service worker keeps the portal, the page keeps the
// form's options), the network is cut: a sale with a photo is kept on the phone and shown pending;
// when the network returns it is sent once, the balance grows and the list shows it 'Creada'. A
// number already registered, kept offline, comes back refused with the api's reason. Another person
// logging in on the same browser sees none of it. A participant who only opened the home with a
// network can register a sale of any brand, design and tire with none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { API } from '@portal/contract';
import { DEMO, VIEWPORTS, apiLogin, checkPoints, keptForOffline, loginAs, shoot, sidebarPoints, uniquePng, usePortal } from '../harness';

const e2e = usePortal();
const ANDRES = /Andrés Felipe Rodríguez/;

/** chooses option `index` of a line's list once the list has loaded it */
async function pick(page: Page, label: string, index: number) {
  const select = page.getByRole('group', { name: 'Llanta 1' }).getByRole('combobox', { name: label });
  await select.locator('option').nth(index).waitFor({ state: 'attached' });
  await select.selectOption({ index });
}

/** a sale of one line (the first brand, design and rin; 2 tires) with a photo; answers the points shown */
async function fillSale(page: Page, number: string): Promise<number> {
  await page.getByRole('heading', { name: 'Ingresar Venta' }).first().waitFor({ timeout: 20_000 });
  // today, picked in the calendar behind the button at the end of the date
  await page.getByRole('button', { name: 'Elegir en el calendario: Fecha de la venta' }).click();
  await page.locator('.react-datepicker__day--today').click();
  await page.getByLabel('Número de factura').fill(number);
  await page.getByLabel('Total de la factura (COP)').fill('850000');
  await page.getByLabel('Imagen de la factura').setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: uniquePng() });
  await pick(page, 'Marca', 1);
  await pick(page, 'Diseño', 1);
  await pick(page, 'Rin', 1);
  await pick(page, 'Cantidad', 2);
  return Number(((await page.getByText(/^Puntos a ganar: /).textContent()) ?? '').replace(/\D/g, ''));
}

const KEPT = 'Sin conexión: la venta quedó guardada en este teléfono y se enviará sola cuando vuelva la señal.';

describe('the offline sale', () => {
  it('kept with no signal, sent once when it returns; a duplicate comes back refused; another person sees none of it', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow', timezoneId: 'America/Bogota', locale: 'es-CO' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const creates: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/invoice/create') creates.push(req.headers()['idempotency-key'] ?? '');
    });
    const base = e2e.portal.url;
    const stamp = String(Date.now()).slice(-7);
    const offlineNumber = `OFF-${stamp}`;
    const duplicateNumber = `DUP-${stamp}`;
    try {
      await loginAs(page, base, DEMO.participantA);
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await keptForOffline(page);

      // online: one sale registered (its number is used again offline), the form's options read
      await page.goto(`${base}/admin/register-sale`);
      const first = await fillSale(page, duplicateNumber);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText(`Factura Creada con Éxito, Se le han agregado ${first} puntos`).waitFor();
      // the page keeps the form's options a second after they arrive (shared-auth kept-reads.ts)
      await page.waitForTimeout(1500);
      await page.goto(`${base}/admin/invoices-list`);
      await page.getByRole('cell', { name: duplicateNumber, exact: true }).waitFor();
      // the page keeps its reads a second after they arrive
      await page.waitForTimeout(1500);
      assert.equal(creates.length, 1);

      // --- no signal: the portal opens, the form works from the kept options ---
      await context.setOffline(true);
      await page.goto(`${base}/admin/register-sale`);
      await page.getByText('Sin conexión. Puede registrar ventas: se enviarán cuando vuelva la señal.').waitFor();
      const promised = await fillSale(page, offlineNumber);
      assert.ok(promised > 0, 'the form shows the points the sale will earn');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText(KEPT).waitFor();
      assert.equal(await page.getByLabel('Número de factura').inputValue(), '', 'the form is ready for the next sale');
      await shoot(page, 'offline-sale-kept');
      await fillSale(page, duplicateNumber);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText(KEPT).waitFor();
      assert.equal(creates.length, 1, 'nothing was sent with no network');

      await page.getByRole('button', { name: 'Abrir menú' }).first().click();
      await page.getByLabel('Barra lateral').first().getByRole('link', { name: 'Lista de Ventas (2 pendientes)' }).click();
      const kept = page.getByRole('listitem', { name: `Factura ${offlineNumber}` });
      await kept.getByText('Pendiente de envío').waitFor();
      await kept.getByText(`Puntos a ganar: ${promised}`, { exact: false }).waitFor();
      await shoot(page, 'offline-sale-pending');
      const before = await sidebarPoints(page, ANDRES, 'phone');

      // --- the signal returns: each is sent once, oldest first ---
      await context.setOffline(false);
      await page.getByText(`1 venta enviada, se le han agregado ${promised} puntos`).waitFor({ timeout: 20_000 });
      const refused = page.getByRole('listitem', { name: `Factura ${duplicateNumber}` });
      await refused.getByText('No aceptada').waitFor();
      await refused.getByText(/^Motivo: /).waitFor();
      await page.getByRole('row').filter({ hasText: offlineNumber }).getByText('Creada').waitFor();
      assert.equal(await page.getByRole('listitem', { name: `Factura ${offlineNumber}` }).count(), 0);
      assert.equal(creates.length, 3, 'each kept sale was sent once');
      assert.equal(new Set(creates).size, 3);
      assert.equal(await sidebarPoints(page, ANDRES, 'phone'), before + promised);
      await shoot(page, 'offline-sale-sent');
      // another 'online' later sends nothing again
      await context.setOffline(true);
      await context.setOffline(false);
      await page.waitForTimeout(1000);
      assert.equal(creates.length, 3);

      // --- leaving with a sale kept asks first; Cancelar keeps it ---
      await page.getByRole('button', { name: 'Abrir menú' }).first().click();
      const sidebar = page.getByLabel('Barra lateral').first();
      if (!(await sidebar.getByRole('link', { name: 'Cerrar Sesión' }).isVisible())) await sidebar.getByRole('button', { name: ANDRES }).click();
      await sidebar.getByRole('link', { name: 'Cerrar Sesión' }).click();
      const ask = page.getByRole('dialog', { name: 'Ventas sin enviar' });
      await ask.getByText('Tiene 1 venta sin enviar guardada en este teléfono.', { exact: false }).waitFor();
      await shoot(page, 'offline-sale-logout-asks');
      await ask.getByRole('button', { name: 'Cancelar' }).click();

      // --- another person on the same browser (the session ended without a discard) ---
      await page.goto(`${base}/auth/logout-page`);
      await page.waitForURL('**/auth/login-page');
      await loginAs(page, base, DEMO.participantB);
      await page.goto(`${base}/admin/invoices-list`);
      await page.getByRole('table', { name: 'Lista de Ventas' }).waitFor();
      assert.equal(await page.getByText('Pendiente de envío').count(), 0);
      assert.equal(await page.getByText('No aceptada').count(), 0);
      assert.equal(await page.getByText(duplicateNumber).count(), 0);
      await shoot(page, 'offline-sale-another-person');
      assert.equal(creates.length, 3, 'the other person sent nothing of the first one');
      assert.deepEqual(errors, [], 'no uncaught error');
    } catch (err) {
      // what the person saw when it went wrong
      await shoot(page, 'offline-sale-failure').catch(() => undefined);
      throw err;
    } finally {
      await context.close();
    }
  });
  it('after opening only the home online, a sale of the last brand, its last design and a tire of it is kept offline and sent once', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow', timezoneId: 'America/Bogota', locale: 'es-CO' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const creates: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === API.invoiceCreate) creates.push(req.headers()['idempotency-key'] ?? '');
    });
    const base = e2e.portal.url;
    const number = `HOME-${String(Date.now()).slice(-7)}`;
    try {
      // what the api offers: the last brand by name, its last design by name, and that design's tires
      const { access_token: token, points: startPoints } = await apiLogin(base, DEMO.participantB);
      const read = async <T>(p: string): Promise<T> => (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;
      const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name, 'es'));
      const brand = byName(await read<{ id: number; name: string }[]>(API.brandsAll)).at(-1)!;
      const design = byName(await read<{ id: number; name: string }[]>(API.designsByBrand(brand.id))).at(-1)!;
      const tire = byName(await read<{ id: number; name: string }[]>(API.tiresByDesign(design.id))).at(-1)!;
      const designCount = (await read<unknown[]>(API.designs)).length;

      await loginAs(page, base, DEMO.participantB);
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await keptForOffline(page);
      // the home reads every option of the form in the background; the page keeps them on the phone
      await page.waitForFunction(async (designs) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('portal-kept-reads');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        if (!db.objectStoreNames.contains('reads')) return false;
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction('reads').objectStore('reads').getAll();
          req.onsuccess = () => resolve(req.result);
        });
        db.close();
        const keys = all.flatMap((kept) => (kept as { state: { queries: { queryKey: unknown[] }[] } }).state.queries.map((q) => String(q.queryKey[0])));
        return keys.filter((k) => k.startsWith('/api/tire/byDesign/')).length >= designs;
      }, designCount, { timeout: 30_000, polling: 500 });

      // --- no signal: 'Ingresar Venta' opened for the first time ---
      await context.setOffline(true);
      await page.goto(`${base}/admin/register-sale`);
      await page.getByRole('heading', { name: 'Ingresar Venta' }).first().waitFor({ timeout: 20_000 });
      // the calendar's code comes from the phone's cache: today picked behind the date's button
      await page.getByRole('button', { name: 'Elegir en el calendario: Fecha de la venta' }).click();
      await page.locator('.react-datepicker__day--today').click();
      await page.getByLabel('Número de factura').fill(number);
      await page.getByLabel('Total de la factura (COP)').fill('1.250.000');
      await page.getByLabel('Imagen de la factura').setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: uniquePng() });
      const line = page.getByRole('group', { name: 'Llanta 1' });
      await line.getByRole('combobox', { name: 'Marca' }).selectOption({ label: brand.name });
      await line.getByRole('combobox', { name: 'Diseño' }).selectOption({ label: design.name });
      await line.getByRole('combobox', { name: 'Rin' }).selectOption({ label: tire.name });
      await line.getByRole('combobox', { name: 'Cantidad' }).selectOption('3');
      assert.equal(await page.getByText('Cargando...').count(), 0, 'no list waits for ever');
      const promised = Number(((await page.getByText(/^Puntos a ganar: /).textContent()) ?? '').replace(/\D/g, ''));
      assert.ok(promised > 0, 'the live points of the chosen tire');
      await shoot(page, 'offline-sale-home-only');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText(KEPT).waitFor();
      assert.equal(creates.length, 0, 'nothing was sent with no network');

      await page.goto(`${base}/admin/invoices-list`);
      const kept = page.getByRole('listitem', { name: `Factura ${number}` });
      await kept.getByText('Pendiente de envío').waitFor();

      // --- the signal returns: sent once ---
      await context.setOffline(false);
      await page.getByText(`1 venta enviada, se le han agregado ${promised} puntos`).waitFor({ timeout: 20_000 });
      await page.getByRole('row').filter({ hasText: number }).getByText('Creada').waitFor();
      await page.waitForTimeout(1000);
      assert.equal(creates.length, 1, 'the kept sale reached the api exactly once');
      assert.equal((await apiLogin(base, DEMO.participantB)).points, startPoints + promised, 'the balance grew by the points shown');
      assert.match(checkPoints(e2e.portal), /every rule holds/);
      assert.deepEqual(errors, [], 'no uncaught error');
    } catch (err) {
      await shoot(page, 'offline-sale-home-only-failure').catch(() => undefined);
      throw err;
    } finally {
      await context.close();
    }
  });
});
