// ARCHITECTURE "Micro-frontends": a remote that is down leaves the rest of the portal working and
// shows a Spanish error panel; a remote rebuilt alone is picked up without rebuilding the shell.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEMO, loginAs, ROOT, usePortal } from './harness';

const e2e = usePortal();

describe('remote loading', () => {
  it('keeps the portal working when a remote cannot be reached, and recovers on retry', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    await loginAs(page, e2e.portal.url, DEMO.admin);
    const served = path.join(e2e.portal.webRoot, 'remote-admin', 'dist');
    renameSync(served, `${served}-down`);
    try {
      await page.goto(`${e2e.portal.url}/admin/list-cities`);
      await page.getByText('No se pudo cargar este módulo del portal.').waitFor();
      // The shell and the other remotes keep working.
      await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
      await page.getByRole('link', { name: 'Lista Redenciones' }).first().click();
      await page.getByRole('heading', { name: 'Lista de Redenciones', exact: true }).first().waitFor();
      await page.goBack();
      await page.getByText('No se pudo cargar este módulo del portal.').waitFor();
    } finally {
      renameSync(`${served}-down`, served);
    }
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    await page.context().close();
  });

  it('caches what never changes under its name and asks again for what a redeploy changes (issue 12)', async () => {
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
    // the catalogue: remote-participant's page in the same first-screen bundle, with the remote build it holds
    const productsHtml = await (await fetch(`${base}/admin/products`)).text();
    assert.ok(/src="?\/products\.[0-9a-f]{8}\.js/.test(productsHtml) && !/src="?\/main\.js/.test(productsHtml), `the page of /admin/products loads its first-screen bundle: ${productsHtml}`);
    assert.match(productsHtml, /<meta name="?portal-remote-build"? content="participant [0-9a-f]{16}"/);
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

  it('shows a remote rebuilt alone on the next load, without a shell rebuild, the catalogue built into the shell\'s first screen included', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    await loginAs(page, e2e.portal.url, DEMO.participant2);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${e2e.portal.url}/admin/products`);
    await page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first().waitFor();
    // the catalogue's first screen: remote-participant's page as the shell was built with it
    assert.ok(scripts.some((p) => /^\/products\./.test(p)) && !scripts.some((p) => p.startsWith('/remotes/')), scripts.join(', '));
    const label = `e2e-${Date.now()}`;
    assert.equal(await page.getByText(label).count(), 0);

    const build = spawnSync('npm', ['run', 'build', '--workspace', '@portal/remote-participant'], {
      cwd: ROOT,
      env: { ...process.env, PORTAL_BUILD_LABEL: label, PORTAL_DIST_DIR: path.join(e2e.portal.webRoot, 'remote-participant', 'dist') },
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, build.stdout + build.stderr);

    // the page the shell built no longer matches the remote served: the address gets the federated
    // shell, which loads the remote as rebuilt (its footer shows the new build's label)
    scripts.length = 0;
    await page.reload();
    await page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first().waitFor();
    await page.getByText(label).waitFor();
    assert.ok(scripts.includes('/main.js') && scripts.some((p) => p.startsWith('/remotes/participant/')), scripts.join(', '));
    await page.context().close();
  });
});
