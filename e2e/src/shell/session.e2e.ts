// SPEC 2.1, 2.2, 2.4, 6: routing without a session, login per profile with its menu, reload keeps
// the session, logout revokes the token, password recovery by mail, the /rtl variant.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, DEMO, DEMO_BY_ROLE, loginAs, usePortal } from '../harness';

const e2e = usePortal();

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/**
 * Waits for the menu's `shown` entries, opening collapsed groups as a person looking for them would,
 * then opens every group left. The groups come with the route table (the remotes' screen lists),
 * after the shell's own first links: a menu with only 'Inicio' is not the whole menu yet.
 */
async function expandMenuGroups(page: Page, shown: readonly string[]) {
  const collapsed = menuOf(page).locator('button[aria-expanded="false"]');
  for (const label of shown) {
    const link = menuOf(page).getByRole('link', { name: label, exact: true }).first();
    const deadline = Date.now() + 30_000;
    while (!(await link.isVisible())) {
      if (Date.now() > deadline) throw new Error(`the menu shows no '${label}'`);
      if ((await collapsed.count()) > 0) await collapsed.first().click();
      else await page.waitForTimeout(50);
    }
  }
  while ((await collapsed.count()) > 0) await collapsed.first().click();
}

describe('routing and session', () => {
  it('sends an unknown path without a session through the logout page to the login page', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.portal.url}/esto/no/existe`);
    await page.waitForURL('**/auth/login-page');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
    await page.close();
  });

  const menus: [string, string, string[], string[]][] = [
    ['administrator', DEMO_BY_ROLE.admin, ['Lista de Ciudades', 'Lista Redenciones'], ['Ingresar Venta']],
    ['participant (profile 2)', DEMO_BY_ROLE.participant, ['Ingresar Venta', 'Lista de Ventas', 'Catálogo de Productos', 'Lista Redenciones', 'Contáctanos', 'Políticas Y Condiciones'], ['Lista de Ciudades']],
    ['participant (profile 3)', DEMO.participantB, ['Ingresar Venta', 'Catálogo de Productos'], ['Lista de Ciudades']],
    ['approver', DEMO_BY_ROLE.approver, ['Lista Redenciones'], ['Ingresar Venta', 'Catálogo de Productos', 'Lista de Ciudades']],
    ['buyer', DEMO_BY_ROLE.buyer, ['Lista Redenciones'], ['Ingresar Venta', 'Catálogo de Productos', 'Lista de Ciudades']],
  ];
  for (const [who, id, shown, hidden] of menus) {
    it(`shows the ${who} menu after login`, async () => {
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      await loginAs(page, e2e.portal.url, id);
      const menu = menuOf(page);
      await expandMenuGroups(page, shown);
      for (const label of shown) await menu.getByRole('link', { name: label, exact: true }).first().waitFor();
      for (const label of hidden) assert.equal(await menu.getByRole('link', { name: label, exact: true }).count(), 0, `${who} must not see ${label}`);
      await context.close();
    });
  }

  it('keeps the session across a reload and revokes the token at logout', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    let token = '';
    page.on('request', (req) => {
      const auth = req.headers()['authorization'];
      if (auth?.startsWith('Bearer ')) token = auth.slice(7);
    });
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    await page.reload();
    await page.waitForURL('**/admin/home');
    await menuOf(page).getByRole('link', { name: 'Catálogo de Productos' }).first().waitFor();
    assert.ok(token, 'the admin layout checks the session with the bearer token');
    assert.equal((await fetch(`${e2e.portal.url}/api/session`, { headers: { authorization: `Bearer ${token}` } })).status, 200);

    await page.goto(`${e2e.portal.url}/auth/logout-page`);
    await page.waitForURL('**/auth/login-page');
    assert.equal((await fetch(`${e2e.portal.url}/api/session`, { headers: { authorization: `Bearer ${token}` } })).status, 401);
    await page.goto(`${e2e.portal.url}/admin/products`);
    await page.waitForURL('**/auth/login-page');
    await context.close();
  });

  it('mails a temporary password that works at the next login', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const users = await (await fetch(`${e2e.portal.url}/api/subsidiary`)).status;
    assert.equal(users, 401, 'the branch list needs the application key or a session');
    await page.goto(`${e2e.portal.url}/auth/recovery-pass`);
    await page.getByRole('heading', { name: 'Recuperar Contraseña' }).first().waitFor();
    await page.getByLabel('Número de identificación').fill(DEMO.participantB);
    await page.getByLabel('Correo electrónico').fill((await apiLogin(e2e.portal.url, DEMO.participantB)).email);
    await page.getByRole('button', { name: /enviar|recuperar/i }).click();
    await page.getByRole('status').filter({ hasText: /Correo enviado con éxito.*contraseña temporal/ }).waitFor();

    const outbox = path.join(e2e.portal.dataDir, 'outbox');
    // the recovery is mailed after the answer, from the queue: wait for it (up to 10 s)
    const readOutbox = () => (existsSync(outbox) ? readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).join('\n') : '');
    let mail = readOutbox();
    for (let waited = 0; !/contraseña temporal[^:]*:/i.test(mail) && waited < 10_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mail = readOutbox();
    }
    const temporary = mail.match(/contraseña temporal[^:]*:\s*([A-Za-z0-9]{8,})/i)?.[1];
    assert.ok(temporary, `the mail holds the temporary password:\n${mail}`);
    await loginAs(page, e2e.portal.url, DEMO.participantB, temporary);
    await context.close();
  });

  it('shows the right-to-left variant with an Arabic title', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await loginAs(page, e2e.portal.url, DEMO.admin);
    await page.goto(`${e2e.portal.url}/rtl`);
    await page.locator('[dir="rtl"]').first().waitFor();
    const title = await page.getByRole('heading').first().textContent();
    assert.match(title ?? '', /[\u0600-\u06FF]/);
    await context.close();
  });
});
