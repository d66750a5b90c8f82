// WCAG 2.2.2 Pause, Stop, Hide: the home's top carousel in Chromium against the real api.
// With the system's 'reduce motion' it does not move for 15 s, until 'Reanudar el carrusel'; without
// it, it moves by itself (SPEC 2.4 / 9: every 5 s) and 'Pausar el carrusel' stops it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, VIEWPORTS, loginAs, usePortal } from '../harness';

const e2e = usePortal();

async function home(reducedMotion: 'reduce' | 'no-preference'): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'America/Bogota', locale: 'es-CO', reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await loginAs(page, e2e.portal.url, DEMO.participantA);
  await page.waitForURL('**/admin/home');
  return { page, errors };
}

/** the name of the top carousel's current dot ('Ir a la imagen 2') */
const currentDot = (page: Page) =>
  page.getByRole('region', { name: 'Promociones destacadas' }).locator('[aria-current="true"]').first().getAttribute('aria-label');

describe('the home carousel and motion', () => {
  it("with reduced motion it stays still for 15 s; 'Reanudar el carrusel' starts it", async () => {
    const { page, errors } = await home('reduce');
    try {
      const top = page.getByRole('region', { name: 'Promociones destacadas' });
      const play = top.getByRole('button', { name: 'Reanudar el carrusel' });
      await play.waitFor();
      const first = await currentDot(page);
      assert.equal(first, 'Ir a la imagen 1');
      await page.waitForTimeout(15_000);
      assert.equal(await currentDot(page), first, 'no move in 15 s');
      // from the keyboard: the focus on the control does not hold the slides
      await play.focus();
      await page.keyboard.press('Enter');
      await top.getByRole('button', { name: 'Pausar el carrusel' }).waitFor();
      await page.waitForFunction(() => document.querySelector('[aria-label="Promociones destacadas"] [aria-current="true"]')?.getAttribute('aria-label') !== 'Ir a la imagen 1', undefined, { timeout: 8_000 });
    } finally {
      await page.context().close();
    }
    assert.deepEqual(errors, []);
  });

  it("moves by itself; 'Pausar el carrusel' stops it", async () => {
    const { page, errors } = await home('no-preference');
    try {
      const top = page.getByRole('region', { name: 'Promociones destacadas' });
      const pause = top.getByRole('button', { name: 'Pausar el carrusel' });
      await pause.waitFor();
      const first = await currentDot(page);
      await page.waitForFunction((was) => document.querySelector('[aria-label="Promociones destacadas"] [aria-current="true"]')?.getAttribute('aria-label') !== was, first, { timeout: 8_000 });
      await pause.focus();
      await page.keyboard.press('Enter');
      await top.getByRole('button', { name: 'Reanudar el carrusel' }).waitFor();
      // the focus leaves the carousel: only the pause holds it now
      await page.getByRole('link', { name: 'Catálogo de Productos' }).first().focus();
      const still = await currentDot(page);
      await page.waitForTimeout(7_000);
      assert.equal(await currentDot(page), still, 'paused: no move in 7 s');
    } finally {
      await page.context().close();
    }
    assert.deepEqual(errors, []);
  });
});
