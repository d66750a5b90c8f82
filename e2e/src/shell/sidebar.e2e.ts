// SPEC 2.1 sidebar: user photo and name, collapsible user menu (Mi Perfil, points balance),
// 260 px wide, 80 px in mini mode, a drawer on mobile that closes on navigation and at >= 960 px,
// and the settings panel (colour, background, image).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, DEMO, loginAs, usePortal } from '../harness';

const e2e = usePortal();

async function participantPage(width: number): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await loginAs(page, e2e.portal.url, DEMO.participantA);
  return page;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' }).or(page.getByLabel('Barra lateral')).first();
const widthOf = async (page: Page) => (await sidebar(page).boundingBox())?.width ?? 0;

describe('sidebar', () => {
  it('shows the user, Mi Perfil and the points balance read from the api', async () => {
    const page = await participantPage(1280);
    const user = await apiLogin(e2e.portal.url, DEMO.participantA);
    const photo = page.getByRole('img', { name: `Foto de ${user.name}` });
    await photo.waitFor();
    // the profile photo is private: it loads through the signed link of the session, and
    // its bare path is refused
    await page.waitForFunction((name) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="Foto de ${name}"]`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, user.name);
    const src = (await photo.getAttribute('src')) ?? '';
    assert.match(src, /\/uploads\/users\/[\w-]+\.png\?expires=\d+&signature=/);
    assert.equal((await fetch(src.split('?')[0].startsWith('http') ? src.split('?')[0] : `${e2e.portal.url}${src.split('?')[0]}`)).status, 403);
    await sidebar(page).getByRole('button', { name: new RegExp(user.name) }).click();
    await page.getByRole('link', { name: 'Mi Perfil' }).waitFor();
    await page.getByText(`Puntos: ${user.points.toLocaleString('es-CO')}`).waitFor();
    await page.getByRole('link', { name: 'Mi Perfil' }).click();
    await page.waitForURL('**/admin/profile-user');
    await page.context().close();
  });

  it('is 260 px wide and 80 px in mini mode on desktop', async () => {
    const page = await participantPage(1280);
    assert.equal(Math.round(await widthOf(page)), 260);
    await page.getByRole('button', { name: 'Minimizar menú' }).click();
    await page.waitForFunction(() => {
      const el = document.querySelector('[aria-label="Barra lateral"]');
      return el && Math.round(el.getBoundingClientRect().width) === 80;
    });
    await page.context().close();
  });

  it('is a drawer on mobile that closes on navigation and when the window grows to 960 px', async () => {
    const page = await participantPage(600);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await page.getByRole('button', { name: 'Abrir menú' }).first().click();
    await menu.getByRole('link', { name: 'Catálogo de Productos' }).click();
    await page.waitForURL('**/admin/products');
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Abrir menú' }).first().click();
    await menu.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 960, height: 800 });
    // at >= 960 the drawer is gone and the desktop sidebar stands in its place, 260 px wide
    await page.waitForFunction(() => {
      const el = document.querySelector('[aria-label="Barra lateral"]');
      return el && Math.round(el.getBoundingClientRect().width) === 260 && el.getBoundingClientRect().left >= 0;
    });
    assert.equal(await page.getByRole('button', { name: 'Cerrar menú' }).isVisible(), false);
    await page.context().close();
  });

  it('changes the sidebar colour, background and image from the settings panel, and keeps them', async () => {
    const page = await participantPage(1280);
    // the background shows through an overlay; its text colour follows it (white on black, dark on white)
    const before = await sidebar(page).evaluate((el) => getComputedStyle(el).color);
    await page.getByRole('button', { name: 'Configuración de apariencia' }).click();
    const panel = page.getByLabel('Apariencia', { exact: true });
    await panel.getByRole('button', { name: 'Blanco' }).click();
    await page.waitForFunction((b) => getComputedStyle(document.querySelector('[aria-label="Barra lateral"]')!).color !== b, before);
    await panel.getByRole('button', { name: 'Verde' }).click();
    await panel.getByRole('button', { name: 'Imagen 2' }).click();
    assert.equal(await panel.getByRole('button', { name: 'Verde' }).getAttribute('aria-pressed'), 'true');
    await page.reload();
    await page.getByRole('button', { name: 'Configuración de apariencia' }).click();
    assert.equal(await panel.getByRole('button', { name: 'Blanco' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await panel.getByRole('button', { name: 'Verde' }).getAttribute('aria-pressed'), 'true');
    await page.context().close();
  });
});
