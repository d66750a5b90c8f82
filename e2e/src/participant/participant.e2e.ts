// The whole participant journey in Chromium, against the real api, on a desktop and on a
// phone: a new person registers through the wizard, logs in, registers a sale of three tire lines
// with an image, sees the points in the sidebar, searches the catalogue, redeems a product, finds
// it in Lista Redenciones as Espera and changes their profile photo; an admin screen and an admin
// call stay closed to them. Screenshots of each screen are kept (e2e/artifacts/screens).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, apiLogin, colombiaDay, loginAs, redeemConfirmed, shoot, sidebarPoints, uniquePng, usePortal, type ViewportName } from '../harness';

const e2e = usePortal();

/** chooses option `index` of a line's list once the list has loaded it */
async function pick(page: Page, line: number, label: string, index: number) {
  const select = page.getByRole('group', { name: `Llanta ${line}` }).getByRole('combobox', { name: label });
  await select.locator('option').nth(index).waitFor({ state: 'attached' });
  await select.selectOption({ index });
}

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`participant journey at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`, () => {
    it('registers, sells, redeems and changes the photo; admin screens and calls stay closed', async () => {
      const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size], timezoneId: 'America/Bogota', locale: 'es-CO' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      const base = e2e.portal.url;
      const identification = `7${String(Date.now()).slice(-8)}${size === 'phone' ? 1 : 2}`;
      const password = 'clave de prueba';
      try {
        // --- registration wizard (SPEC 2.3) ---
        await page.goto(`${base}/auth/register-page`);
        await page.getByRole('heading', { name: 'Información General' }).first().waitFor();
        await shoot(page, 'journey-register-step1');
        await page.getByLabel('Imagen de perfil').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: uniquePng() });
        await page.getByLabel('Nombres').fill('Camila');
        await page.getByLabel('Apellidos').fill(`Prueba ${size}`);
        await page.getByLabel('Correo electrónico').fill(`camila.${identification}@example.com`);
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await page.getByLabel('Número de identificación').fill(identification);
        await page.getByLabel('Contraseña', { exact: true }).fill(password);
        await page.getByLabel('Confirmar contraseña').fill(password);
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await page.getByRole('combobox', { name: 'Sucursal' }).click();
        await page.getByRole('option', { name: 'Llantas del Norte Av. 68' }).click();
        assert.equal(await page.getByLabel('Ciudad').inputValue(), 'Bogotá');
        await page.getByLabel('Teléfono celular').fill('300 555 0101');
        for (const consent of ['Aceptar políticas y condiciones', 'Aceptar habeas data']) {
          await page.getByRole('checkbox', { name: consent }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
        }
        await shoot(page, 'journey-register-step3');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.getByText('Usuario Registrado con Éxito').waitFor();
        await page.waitForURL('**/auth/login-page', { timeout: 10_000 });

        // --- login, and a sale of three lines with an image (SPEC 2.9) ---
        await loginAs(page, base, identification, password);
        const before = await sidebarPoints(page, /Prueba/, size);
        await page.goto(`${base}/admin/register-sale`);
        await page.getByRole('heading', { name: 'Ingresar Venta' }).first().waitFor();
        // the sale date typed as a Colombian writes it, dd/mm/aaaa (today in Colombia)
        await page.getByLabel('Fecha de la venta', { exact: true }).fill(colombiaDay(0).split('-').reverse().join('/'));
        await page.getByLabel('Número de factura').fill(`E2E-${identification}`);
        await page.getByLabel('Total de la factura (COP)').fill('2450000');
        await page.getByLabel('Imagen de la factura').setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: uniquePng() });
        for (const line of [1, 2, 3]) {
          if (line > 1) await page.getByRole('button', { name: 'Agregar llanta' }).click();
          await pick(page, line, 'Marca', line === 2 ? 2 : 1);
          await pick(page, line, 'Diseño', 1);
          await pick(page, line, 'Rin', 1);
          await pick(page, line, 'Cantidad', 24);
        }
        const promised = Number(((await page.getByText(/^Puntos a ganar: /).textContent()) ?? '').replace(/\D/g, ''));
        assert.ok(promised > 0, 'the form shows the points the sale earns');
        await shoot(page, 'journey-register-sale');
        await page.getByRole('button', { name: 'Guardar' }).click();
        await page.getByText(`Factura Creada con Éxito, Se le han agregado ${promised} puntos`).waitFor();
        // the sidebar balance changes at once, without a reload
        assert.equal(await sidebarPoints(page, /Prueba/, size), before + promised);
        const balance = before + promised;

        // --- own sales list (SPEC 2.9) ---
        await page.goto(`${base}/admin/invoices-list`);
        await page.getByRole('heading', { name: 'Lista de Ventas' }).first().waitFor();
        await page.getByRole('cell', { name: `E2E-${identification}`, exact: true }).waitFor();
        await shoot(page, 'journey-invoices-list');

        // --- catalogue search and redemption (SPEC 2.12) ---
        await page.goto(`${base}/admin/products`);
        await page.getByRole('heading', { name: 'Catálogo de Productos' }).first().waitFor();
        await page.getByRole('searchbox').fill('Bono de cine');
        const card = page.getByRole('article').filter({ hasText: 'Bono de cine' }).first();
        await card.waitFor();
        await shoot(page, 'journey-catalogue');
        await card.getByRole('link', { name: /Redimir/ }).or(card.getByRole('button', { name: /Redimir/ })).first().click();
        await page.waitForURL(/\/admin\/redeem-product\/\d+$/);
        await page.getByRole('heading', { name: 'Redimir Producto' }).first().waitFor();
        await shoot(page, 'journey-redeem-product');
        // one tap only asks; Escape sends nothing and the focus goes back to 'Redimir'
        const redeemButton = page.getByRole('button', { name: 'Redimir', exact: true });
        await redeemButton.click();
        await page.getByRole('dialog', { name: '¿Redimir este producto?' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        assert.ok(await redeemButton.evaluate((b) => b === document.activeElement), "the focus is back on 'Redimir'");
        assert.equal(await sidebarPoints(page, /Prueba/, size), balance, 'nothing was spent');
        // 'Sí, redimir' spends what the question said
        const { cost, balance: shown } = await redeemConfirmed(page, 'journey-redeem-confirm');
        assert.equal(shown, balance);
        await page.getByText(/Redimido con Éxito/).waitFor();
        const afterRedeem = await sidebarPoints(page, /Prueba/, size);
        assert.equal(afterRedeem, balance - cost, 'the sidebar balance drops at once, to what the question said');

        // --- Lista Redenciones: the request, in Espera (SPEC 2.10) ---
        await page.goto(`${base}/admin/redeem-list`);
        await page.getByRole('heading', { name: 'Lista de Redenciones' }).first().waitFor();
        await page.getByRole('row').filter({ hasText: 'Bono de cine' }).filter({ hasText: 'Espera' }).first().waitFor();
        await shoot(page, 'journey-redeem-list');

        // --- Mi Perfil: a new photo, shown in the sidebar at once ---
        await page.goto(`${base}/admin/profile-user`);
        await page.getByRole('heading', { name: 'Mi Perfil' }).first().waitFor();
        await page.getByRole('button', { name: 'Guardar foto' }).click();
        await page.getByText('Seleccione una nueva foto de perfil').first().waitFor();
        const sidebarPhoto = page.getByRole('img', { name: /^Foto de Camila/ }).first();
        const oldSrc = size === 'desktop' ? await sidebarPhoto.getAttribute('src') : null;
        await page.getByLabel(/foto de perfil/i).last().setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: uniquePng() });
        await page.getByRole('button', { name: 'Guardar foto' }).click();
        await page.getByText('Foto de perfil actualizada con éxito').waitFor();
        if (size === 'desktop') await page.waitForFunction((src) => [...document.querySelectorAll('img')].some((i) => i.alt.startsWith('Foto de Camila') && i.src !== src && i.src.includes('signature=')), oldSrc);
        await shoot(page, 'journey-profile');

        // --- the admin screens and calls stay closed ---
        await page.goto(`${base}/admin/list-cities`);
        await page.getByText('No tiene permisos para ver esta página.').waitFor();
        const me = await apiLogin(base, identification, password);
        const adminCall = await fetch(`${base}/api/users/all`, { headers: { authorization: `Bearer ${me.access_token}` } });
        assert.equal(adminCall.status, 403);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });
}
