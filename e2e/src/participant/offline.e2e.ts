// The portal with no signal, in Chromium against the real api. A participant who has logged
// in once on a phone gets the portal's service worker (shell/src/offline); with the network cut, the
// portal still opens: the home and 'Ingresar Venta' (the participant's remote, kept whole). A remote
// deployed alone (a release of its own) is taken on the next load with a network, and the
// worker keeps no file of the release before.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { switchTo } from '@portal/releases';
import type { Page } from 'playwright-core';
import { DEMO, VIEWPORTS, keptForOffline, loginAs, shoot, usePortal } from '../harness';

const e2e = usePortal();

/** the paths of the remotes' files the worker keeps */
async function keptRemoteFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await (await caches.open('portal-remotes')).keys()).map((r) => new URL(r.url).pathname));
}

/** waits until the worker keeps `release`'s entry of the participant's remote, and no file of `dropped` */
async function releaseKept(page: Page, release: string, dropped: string | null): Promise<void> {
  await page.waitForFunction(async ([kept, gone]) => {
    const paths = (await (await caches.open('portal-remotes')).keys()).map((r) => new URL(r.url).pathname);
    return paths.some((p) => p.startsWith(`/releases/participant/${kept}/`) && p.endsWith('remoteEntry.js'))
      && (gone === null || !paths.some((p) => p.startsWith(`/releases/participant/${gone}/`)));
  }, [release, dropped] as const, { timeout: 30_000, polling: 250 });
}

/**
 * A release of the participant's remote made of the build the portal serves, its catalogue screen
 * named `productsTitle` (so the page shows which release it runs), switched to as a deploy does.
 */
function releaseParticipant(webRoot: string, releasesDir: string, release: string, productsTitle: string): void {
  const folder = path.join(releasesDir, 'participant', release);
  cpSync(path.join(webRoot, 'remote-participant', 'dist'), folder, { recursive: true });
  const file = path.join(folder, 'screens.json');
  const declared = JSON.parse(readFileSync(file, 'utf8')) as { release: string; screens: { path: string; title: string }[] };
  declared.release = release;
  for (const screen of declared.screens) if (screen.path === '/admin/products') screen.title = productsTitle;
  writeFileSync(file, JSON.stringify(declared, null, 1));
  // the build's compressed copies would still say the old list (the api serves them first)
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  switchTo(releasesDir, 'participant', release);
}

describe('the portal with no signal', () => {
  it('after one login, with the network cut, the home and \'Ingresar Venta\' open at 390x844', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    try {
      await loginAs(page, e2e.portal.url, DEMO.participantA);
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await keptForOffline(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await shoot(page, 'offline-home');

      await page.goto(`${e2e.portal.url}/admin/register-sale`);
      await page.getByRole('heading', { name: 'Ingresar Venta', level: 1 }).first().waitFor({ timeout: 20_000 });
      await shoot(page, 'offline-register-sale');
      const banner = page.getByRole('status').filter({ hasText: 'Sin conexión.' });
      assert.equal(await banner.textContent(), 'Sin conexión. Puede registrar ventas: se enviarán cuando vuelva la señal.');

      // a screen that needs the api (the catalogue's points and stock) says so calmly: no error
      await page.goto(`${e2e.portal.url}/admin/products`);
      await page.getByRole('heading', { name: 'Catálogo de Productos', level: 1 }).first().waitFor({ timeout: 20_000 });
      await banner.filter({ hasText: 'Esta página necesita conexión a internet' }).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0, 'no alert');
      await shoot(page, 'offline-needs-connection');
      assert.deepEqual(errors, [], 'no uncaught error');
    } finally {
      await context.close();
    }
  });

  it('takes a remote deployed alone on the next load with a network, keeps no file of the release before, and opens the new one with no network', async () => {
    const releasesDir = path.join(e2e.portal.dataDir, 'releases');
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const menu = async () => {
      await page.getByRole('button', { name: 'Abrir menú' }).first().click();
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      await nav.waitFor();
      return nav;
    };
    try {
      releaseParticipant(e2e.portal.webRoot, releasesDir, '0.1.0-offline-a', 'Catálogo de Productos');
      await loginAs(page, e2e.portal.url, DEMO.participantA);
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await keptForOffline(page);
      // the worker keeps the release whole after the page's own requests (the CI of stop 34 looked
      // before it had): waited for, with no other release's files
      await releaseKept(page, '0.1.0-offline-a', null);

      // the team deploys release b alone; the next load with a network takes it
      releaseParticipant(e2e.portal.webRoot, releasesDir, '0.1.0-offline-b', 'Catálogo de Premios');
      await page.reload();
      await (await menu()).getByRole('link', { name: 'Catálogo de Premios' }).waitFor();
      await releaseKept(page, '0.1.0-offline-b', '0.1.0-offline-a');
      const kept = await keptRemoteFiles(page);
      assert.ok(!kept.some((p) => p.startsWith('/remotes/participant/')), `no file of the plain build either: ${kept.join(', ')}`);

      // with no network: release b, whole
      await context.setOffline(true);
      await page.goto(`${e2e.portal.url}/admin/register-sale`);
      await page.getByRole('heading', { name: 'Ingresar Venta', level: 1 }).first().waitFor({ timeout: 20_000 });
      const nav = await menu();
      await nav.getByRole('link', { name: 'Catálogo de Premios' }).waitFor();
      assert.equal(await nav.getByRole('link', { name: 'Catálogo de Productos' }).count(), 0, 'nothing of release a');
    } finally {
      await context.close();
    }
  });
});
