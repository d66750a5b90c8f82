// Issue 28: the portal with no signal, in Chromium against the real api. A participant who has logged
// in once on a phone gets the portal's service worker (shell/src/offline); with the network cut, the
// portal still opens: the home and 'Ingresar Venta' (the participant's remote, kept whole).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, VIEWPORTS, loginAs, shoot, usePortal } from './harness';

const e2e = usePortal();

/** the worker controls the page and has kept the participant's remote (its entry is in the copy) */
async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const cache = await caches.open('portal-remotes');
    const kept = (await cache.keys()).map((r) => new URL(r.url).pathname);
    return kept.some((p) => /^\/(remotes|releases)\/participant\/.*remoteEntry\.js$/.test(p));
  }, undefined, { timeout: 30_000, polling: 250 });
}

describe('the portal with no signal (issue 28)', () => {
  it('after one login, with the network cut, the home and \'Ingresar Venta\' open at 390x844', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    try {
      await loginAs(page, e2e.portal.url, DEMO.participant2);
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await keptForOffline(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await shoot(page, 'offline-home');

      await page.goto(`${e2e.portal.url}/admin/register-sale`);
      await page.getByRole('heading', { name: 'Ingresar Venta', level: 1 }).first().waitFor({ timeout: 20_000 });
      await shoot(page, 'offline-register-sale');
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await context.close();
    }
  });
});
