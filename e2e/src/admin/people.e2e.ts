// The administration of people and places in Chromium against the real api. The
// administrator creates a city and a branch in it; a new person registers in that branch through
// the wizard and logs in; the administrator finds them in 'Lista de Usuarios' by a filter, exports
// usuarios.csv (accents intact), changes their points with a reason (the participant's sidebar
// shows the new balance, and the ledger on the edit screen shows the adjustment with the
// administrator's name), then deactivates them: their open session ends and their next login is
// refused. The administrator's 'Lista de Ventas' filters every invoice by state and branch.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, VIEWPORTS, csvLines, download, loginAs, shoot, sidebarPoints, usePortal } from '../harness';

const e2e = usePortal();
/** a suffix that makes this run's names unique, in letters (it is part of a person's name) */
const RUN = Date.now().toString(36).slice(-5).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const ADMIN_NAME = 'Carolina Restrepo Gómez';

async function newPage(size: keyof typeof VIEWPORTS = 'desktop'): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size], timezoneId: 'America/Bogota', locale: 'es-CO', acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, errors };
}

const go = (page: Page, path: string) => page.goto(`${e2e.portal.url}${path}`);
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

describe('people and places', () => {
  it('branch in a new city -> registration in it -> found, exported, points adjusted with a reason, deactivated', async () => {
    const admin = await newPage();
    const person = await newPage();
    const { page } = admin;
    const city = `Villa Ñuñoa ${RUN}`;
    const branch = `Sucursal Peñón ${RUN}`;
    const identification = `6${String(Date.now()).slice(-9)}`;
    const lastName = `Núñez ${RUN}`;
    const fullName = `Begoña ${lastName}`;
    const password = 'clave de prueba';
    try {
      // --- the administrator: a city, then a branch in it (SPEC 2.8) ---
      await loginAs(page, e2e.portal.url, DEMO.admin);
      await go(page, '/admin/create-city');
      await page.getByLabel('Nombre de la ciudad').fill(city);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('status').filter({ hasText: 'Ciudad Creada con Éxito' }).waitFor();
      await go(page, '/admin/create-subsidiary');
      await page.getByLabel('Nombre de la sucursal').fill(branch);
      const citySelect = page.getByLabel('Ciudad', { exact: true });
      await citySelect.locator('option', { hasText: city }).waitFor({ state: 'attached' });
      await citySelect.selectOption({ label: city });
      await page.getByLabel('Perfil', { exact: true }).selectOption({ label: 'Vendedor Plata' });
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('status').filter({ hasText: 'Sucursal Creada con Éxito' }).waitFor();

      // --- a new person registers in that branch through the wizard (SPEC 2.3) ---
      const p = person.page;
      await go(p, '/auth/register-page');
      await p.getByLabel('Nombres').fill('Begoña');
      await p.getByLabel('Apellidos').fill(lastName);
      await p.getByLabel('Correo electrónico').fill(`begona.${identification}@example.com`);
      await p.getByRole('button', { name: 'Siguiente' }).click();
      await p.getByLabel('Número de identificación').fill(identification);
      await p.getByLabel('Contraseña', { exact: true }).fill(password);
      await p.getByLabel('Confirmar contraseña').fill(password);
      await p.getByRole('button', { name: 'Siguiente' }).click();
      await p.getByRole('combobox', { name: 'Sucursal' }).click();
      await p.getByRole('option', { name: branch }).click();
      // the city comes from the branch
      assert.equal(await p.getByLabel('Ciudad').inputValue(), city);
      await p.getByLabel('Teléfono celular').fill('300 555 0199');
      for (const consent of ['Aceptar políticas y condiciones', 'Aceptar habeas data']) {
        await p.getByRole('checkbox', { name: consent }).click();
        await p.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      }
      await p.getByRole('button', { name: 'Guardar' }).click();
      await p.getByText('Usuario Registrado con Éxito').waitFor();
      await p.waitForURL('**/auth/login-page', { timeout: 10_000 });
      await loginAs(p, e2e.portal.url, identification, password);
      assert.equal(await sidebarPoints(p, /Begoña/), 0);

      // --- 'Lista de Usuarios': found by a filter, with the branch's profile (SPEC 2.5) ---
      await go(page, '/admin/list-users');
      await page.getByRole('heading', { name: 'Lista de Usuarios' }).first().waitFor();
      await page.getByRole('combobox', { name: 'Perfil' }).selectOption({ label: 'Vendedor Plata' });
      // the search ignores capitals and accents, 'ñ' included (the one search rule, contract foldForSearch)
      await page.getByRole('searchbox').fill(`NUÑEZ ${RUN.toUpperCase()}`);
      const row = rowOf(page, fullName);
      await row.waitFor();
      const cells = await row.getByRole('cell').allTextContents();
      // Nombre, Sucursal (capitalised as written), Documento, Tipo Doc., Correo, Teléfono, Puntos, Perfil, Stado
      assert.deepEqual(cells.slice(0, 9), [
        fullName, `Sucursal Peñón ${RUN}`, identification, 'CC', `begona.${identification}@example.com`, '300 555 0199', '0', 'Vendedor Plata', 'ACTIVO',
      ]);
      await shoot(page, 'people-users-filtered');

      // usuarios.csv: every user matching the filter, accents intact
      const csv = await download(page, () => page.getByRole('button', { name: 'Exportar a CSV' }).click());
      assert.equal(csv.name, 'usuarios.csv');
      const lines = csvLines(csv.bytes);
      assert.equal(lines[0], 'Nombre,Sucursal,Documento,Tipo Doc.,Correo,Teléfono,Puntos,Perfil,Stado');
      assert.deepEqual(lines.slice(1), [`${fullName},Sucursal Peñón ${RUN},${identification},CC,begona.${identification}@example.com,300 555 0199,0,Vendedor Plata,ACTIVO`]);

      // --- points changed with a reason: an adjustment, shown before it is saved ---
      await row.getByRole('button', { name: `Editar ${fullName}` }).click();
      await page.getByRole('heading', { name: 'Editar Usuario' }).first().waitFor();
      assert.equal(await page.getByLabel('Puntos', { exact: true }).inputValue(), '0');
      await page.getByLabel('Puntos', { exact: true }).fill('750');
      await page.getByText('Se registrará un ajuste de +750 puntos (saldo 0 → 750).').waitFor();
      await page.getByLabel(/Motivo del cambio de puntos/).fill('Bono de bienvenida al programa');
      await shoot(page, 'people-edit-user-points');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('status').filter({ hasText: `User ${fullName} editado con éxito` }).waitFor();
      await page.waitForURL('**/admin/list-users', { timeout: 10_000 });

      // the participant's sidebar shows the new balance on their next page
      await go(p, '/admin/home');
      assert.equal(await sidebarPoints(p, /Begoña/), 750);

      // the ledger on the edit screen: the adjustment, newest first, with the administrator's name
      await page.getByRole('searchbox').fill(identification);
      await rowOf(page, fullName).getByRole('button', { name: `Editar ${fullName}` }).click();
      const ledger = page.getByRole('table', { name: 'Historial de puntos' });
      const first = ledger.getByRole('row').nth(1);
      await first.getByRole('cell', { name: 'Ajuste', exact: true }).waitFor();
      assert.deepEqual((await first.getByRole('cell').allTextContents()).slice(1), ['Ajuste', '+750', '750', ADMIN_NAME, 'Bono de bienvenida al programa']);

      // --- deactivated: the open session ends and the next login is refused (SPEC 2.6, 4) ---
      await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Inactivo' });
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('status').filter({ hasText: `User ${fullName} editado con éxito` }).waitFor();
      await go(p, '/admin/invoices-list');
      await p.waitForURL('**/auth/login-page', { timeout: 10_000 });
      await p.getByLabel('Número de identificación').fill(identification);
      await p.getByLabel('Contraseña').fill(password);
      await p.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
      await p.getByText('Su usuario está inactivo. Comuníquese con soporte para activarlo.').waitFor();
      assert.ok(p.url().endsWith('/auth/login-page'), 'the refused login stays on the login page');

      await page.waitForURL('**/admin/list-users', { timeout: 10_000 });
      await page.getByRole('searchbox').fill(identification);
      await rowOf(page, fullName).getByRole('cell', { name: 'DESACTIVADO', exact: true }).waitFor();
    } finally {
      await admin.page.context().close();
      await person.page.context().close();
    }
    assert.deepEqual(admin.errors, [], 'the administrator\'s page threw no uncaught error');
    assert.deepEqual(person.errors, [], 'the participant\'s page threw no uncaught error');
  });

  it("the administrator's 'Lista de Ventas' shows every participant's invoices and filters them by state and branch", async () => {
    for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const { page, errors } = await newPage(size);
      try {
        await loginAs(page, e2e.portal.url, DEMO.admin);
        await go(page, '/admin/invoices-list');
        const table = page.getByRole('table', { name: 'Lista de Ventas' });
        await table.getByRole('row').nth(1).waitFor();
        // the demo invoices of both participants
        const participants = new Set(await table.locator('tbody tr td:first-child').allTextContents());
        assert.ok(participants.size >= 2, `invoices of several participants: ${[...participants].join(', ')}`);
        await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Rechazada' });
        await page.waitForFunction(() => {
          const rows = [...document.querySelectorAll('table tbody tr')];
          return rows.length > 0 && rows.every((r) => r.textContent?.includes('Rechazada'));
        });
        await shoot(page, 'people-invoices-admin-rejected');
        await page.getByRole('link', { name: /Detalles/ }).first().click();
        await page.waitForURL(/\/admin\/invoice-details\/\d+$/);
        await page.getByRole('heading', { name: 'Detalle de Factura' }).first().waitFor();
      } finally {
        await page.context().close();
      }
      assert.deepEqual(errors, []);
    }
  });
});
