// ARCHITECTURE "Micro-frontends": a remote that is down leaves the rest of the portal working and
// shows a Spanish error panel; a remote rebuilt alone is picked up without rebuilding the shell.
import assert from 'node:assert/strict';
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEMO, loginAs, usePortal } from '../harness';

const e2e = usePortal();

describe('remote loading', () => {
  it('keeps the portal working when a remote cannot be reached, and recovers on retry', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    await loginAs(page, e2e.portal.url, DEMO.admin);
    const served = path.join(e2e.portal.webRoot, 'remote-admin', 'dist');
    // its code cannot be fetched (its manifest and compressed copies gone), its list of screens can
    const manifest = ['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz'].map((f) => path.join(served, f)).filter((f) => existsSync(f));
    manifest.forEach((f) => renameSync(f, `${f}-down`));
    try {
      await page.goto(`${e2e.portal.url}/admin/list-cities`);
      await page.getByText('No se pudo cargar este módulo del portal.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Lista de Ciudades' }).waitFor();
      // The shell and the other remotes keep working.
      await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
      await page.getByRole('link', { name: 'Lista Redenciones' }).first().click();
      await page.getByRole('heading', { name: 'Lista de Redenciones', exact: true }).first().waitFor();
      await page.goBack();
      await page.getByText('No se pudo cargar este módulo del portal.').waitFor();
    } finally {
      manifest.forEach((f) => renameSync(`${f}-down`, f));
    }
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();

    // the whole remote gone, its list of screens too: its addresses say so (not sent home)
    renameSync(served, `${served}-down`);
    try {
      await page.goto(`${e2e.portal.url}/admin/list-cities`);
      await page.getByText('No se pudo saber qué pantallas ofrece este módulo del portal.').waitFor();
      assert.ok(page.url().endsWith('/admin/list-cities'), page.url());
      await page.getByRole('link', { name: 'Lista Redenciones' }).first().click();
      await page.getByRole('heading', { name: 'Lista de Redenciones', exact: true }).first().waitFor();
      await page.goBack();
      await page.getByText('No se pudo saber qué pantallas ofrece este módulo del portal.').waitFor();
    } finally {
      renameSync(`${served}-down`, served);
    }
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    await page.context().close();
  });

  it('caches what never changes under its name and asks again for what a redeploy changes', async () => {
    const base = e2e.portal.url;
    const cacheOf = async (p: string) => (await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br, gzip' } })).headers.get('cache-control') ?? '';
    const html = await (await fetch(`${base}/admin/contact`)).text();
    const main = html.match(/src="?(\/main\.js\?[0-9a-f]+)/)?.[1];
    assert.ok(main, `the page of /admin/contact loads the shell's entry: ${html}`);
    // the login page and the home: bundles of their own (tools/webpack/firstScreen.js)
    const loginHtml = await (await fetch(`${base}/auth/login-page`)).text();
    const login = loginHtml.match(/src="?(\/login\.[0-9a-f]{8}\.js)/)?.[1];
    assert.ok(login && !/src="?\/main\.js/.test(loginHtml), `the page of /auth/login-page loads the login bundle, not the shell: ${loginHtml}`);
    const homeHtml = await (await fetch(`${base}/admin/home`)).text();
    const home = homeHtml.match(/src="?(\/home\.[0-9a-f]{8}\.js)/)?.[1];
    assert.ok(home && !/src="?\/main\.js/.test(homeHtml), `the page of /admin/home loads the home bundle, not the shell: ${homeHtml}`);
    // the catalogue, a remote's page: the federated shell, like any other page of a remote (the
    // shell builds no first screen from a remote's source)
    const productsHtml = await (await fetch(`${base}/admin/products`)).text();
    assert.ok(productsHtml.includes(`src="${main}"`) || productsHtml.includes(`src=${main}`), `the page of /admin/products loads the shell's entry: ${productsHtml}`);
    assert.ok(!/src="?\/(products|home|login|first-)/.test(productsHtml) && !productsHtml.includes('portal-remote-build'), `no first-screen bundle on /admin/products: ${productsHtml}`);
    // the page and the entries a redeploy replaces in place: kept, but checked on every use, and
    // the check answered 304 while they are the same
    for (const p of ['/admin/contact', '/admin/home', '/admin/products', '/auth/login-page', main!, '/remotes/review/mf-manifest.json', '/remotes/review/remoteEntry.js']) {
      const first = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(first.headers.get('cache-control'), 'no-cache', p);
      const etag = first.headers.get('etag');
      assert.ok(etag, `${p} carries an ETag`);
      // as a browser revalidates (max-age=0); Node's fetch would otherwise add `no-cache`, which asks
      // the server to ignore the validator
      const again = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag, 'cache-control': 'max-age=0' } });
      assert.equal(again.status, 304, p);
    }
    // names with a content hash: kept for a year
    assert.match(await cacheOf(login!), /max-age=31536000, immutable/);
    assert.match(await cacheOf(home!), /max-age=31536000, immutable/);
  });

  it('serves the catalogue through the federated shell, as the release of remote-participant in use (a remote rebuilt alone: deploy.e2e.ts)', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    // the home the login opened has loaded its own late chunks (the offline sales' outbox) before watching
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${e2e.portal.url}/admin/products`);
    await page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first().waitFor();
    // the federated shell, which loads the participant remote as deployed
    assert.ok(scripts.includes('/main.js') && scripts.some((p) => p.startsWith('/remotes/participant/')), scripts.join(', '));
    assert.ok(!scripts.some((p) => /^\/(products|first-)/.test(p)), scripts.join(', '));
    const release = JSON.parse(await (await fetch(`${e2e.portal.url}/remotes/participant/screens.json`)).text()).release;
    assert.equal(await page.locator('[data-remote="participant"]').getAttribute('data-release'), release);
    await page.context().close();
  });
});
