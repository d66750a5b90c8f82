// Moves within the portal never load a new document, the home's own bundle included; and a
// cold load of a remote's page fetches its remote's files beside the shell's own, each once, because
// the page the api serves names them (api/src/web/hints.ts), from the release in use.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, loginAs, usePortal, VIEWPORTS } from '../harness';

const e2e = usePortal();
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** the preload hints of the page the api serves for `pathname` */
async function hintsOf(pathname: string): Promise<string[]> {
  const html = await (await fetch(`${e2e.portal.url}${pathname}`)).text();
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(?:fetch|script)"/g)].map((m) => m[1]);
}

/**
 * A phone logged in as the demo participant, the home's own reads done (its lists of screens among
 * them), and the paths under `prefix` it asks for from then on: what a cold load of the next page sends.
 */
async function phoneAfterHome(prefix: string): Promise<{ page: Page; asked: string[] }> {
  const page = await (await e2e.browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
  await loginAs(page, e2e.portal.url, DEMO.participantA);
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) asked.push(pathname);
  });
  return { page, asked };
}

describe('moves within the portal', () => {
  it("from the home, every page of the participant's menu, a page seen before and the way back are drawn in this page: no new document", async () => {
    const page = await (await e2e.browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    await title(page, 'Inicio').waitFor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // a mark on this document: a new load would not have it
    await page.evaluate(() => Object.assign(window, { portalE2eSameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as unknown as { portalE2eSameDocument?: boolean }).portalE2eSameDocument === true);

    const moves: [link: string, heading: string][] = [
      ['Ingresar Venta', 'Ingresar Venta'],
      ['Lista de Ventas', 'Lista de Ventas'],
      ['Catálogo de Productos', 'Catálogo de Productos'],
      ['Lista Redenciones', 'Lista Redenciones'],
      ['Políticas Y Condiciones', 'Políticas Y Condiciones'],
      // a page seen before
      ['Ingresar Venta', 'Ingresar Venta'],
    ];
    for (const [link, heading] of moves) {
      const group = menu(page).locator('button[aria-expanded="false"]', { hasText: 'Ventas' });
      // the menu's remote entries come with the remotes' lists, which may arrive after the page's
      // title: the link, or its closed group, is waited for before either is chosen
      if (/Venta/.test(link)) {
        await menu(page).getByRole('link', { name: link, exact: true }).or(group).first().waitFor();
        if ((await group.count()) > 0) await group.click();
      }
      await menu(page).getByRole('link', { name: link, exact: true }).click();
      await title(page, heading).waitFor();
      assert.ok(await sameDocument(), `the move to '${link}' loaded a new document`);
    }
    // the way back, to the home, is the shell's too
    for (let i = 0; i < moves.length; i++) await page.goBack();
    await title(page, 'Inicio').waitFor();
    assert.ok(await sameDocument(), 'going back to the home loaded a new document');
    assert.deepEqual(documents, []);
    await page.context().close();
  });

  it("a cold load of 'Ingresar Venta' gets the participant remote's files its page names, each once, from the release in use", async () => {
    const served = JSON.parse(readFileSync(path.join(e2e.portal.webRoot, 'remote-participant', 'dist', 'screens.json'), 'utf8')) as { release: string; assets: Record<string, string[]> };
    const hints = await hintsOf('/admin/register-sale');
    const remote = hints.filter((href) => href.startsWith('/remotes/participant/'));
    assert.deepEqual(remote.slice(0, 3), ['/remotes/participant/screens.json', '/remotes/participant/mf-manifest.json', '/remotes/participant/remoteEntry.js']);
    for (const file of served.assets['/admin/register-sale']) assert.ok(remote.includes(`/remotes/participant/${file}`), `${file} is named: ${remote.join(' ')}`);

    const { page, asked: fetched } = await phoneAfterHome('/remotes/');
    await page.goto(`${e2e.portal.url}/admin/register-sale`);
    await title(page, 'Ingresar Venta').waitFor();
    await page.getByLabel('Número de factura').waitFor();
    // every named file was fetched, once: the shell and Module Federation took them from the hints
    for (const href of remote) assert.equal(fetched.filter((f) => f === href).length, 1, `${href}: ${fetched.join(' ')}`);
    assert.equal(new Set(fetched).size, fetched.length, `a file fetched twice: ${fetched.join(' ')}`);
    assert.equal(await page.locator('[data-remote="participant"]').getAttribute('data-release'), served.release);
    // the other remotes' lists came in the page: not asked for, and their screens are in the menu
    assert.deepEqual(fetched.filter((f) => f.endsWith('/screens.json')), ['/remotes/participant/screens.json'], fetched.join(' '));
    await page.getByRole('button', { name: 'Abrir menú' }).first().click();
    await page.getByRole('link', { name: 'Lista Redenciones' }).waitFor();
    await page.context().close();
  });

  it("a cold load of 'Lista de Ventas' sends its first api reads from the page's first script, before main.js has run, each once", async () => {
    const { page, asked: reads } = await phoneAfterHome('/api/');
    // main.js is held until the page's read has gone out (or 10 s): a read that waited for the
    // shell's code would never go out while it is held
    let readOut!: () => void;
    const sent = new Promise<void>((resolve) => { readOut = resolve; });
    page.on('request', (request) => { if (new URL(request.url()).pathname === '/api/invoice/all') readOut(); });
    const scripts: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
    let beforeMain = false;
    await page.route('**/main.js*', async (route) => {
      beforeMain = await Promise.race([sent.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
      await route.continue();
    });
    await page.goto(`${e2e.portal.url}/admin/invoices-list`);
    await title(page, 'Lista de Ventas').waitFor();
    await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(beforeMain, `the read went out while main.js was held: ${reads.join(' ')}`);
    // main.js, the largest file, is asked for first, though the reads' script runs before it
    assert.deepEqual(scripts.slice(0, 2), ['/main.js', scripts.find((s) => s.startsWith('/early-reads.'))], scripts.join(' '));
    // the shell took the early answers: no second request of either
    for (const read of ['/api/session', '/api/invoice/all']) assert.equal(reads.filter((r) => r === read).length, 1, `${read} once: ${reads.join(' ')}`);
    await page.context().close();
  });

  it('a page whose remote cannot be reached names none of its files, and shows its usual panel', async () => {
    const dist = path.join(e2e.portal.webRoot, 'remote-review', 'dist');
    const { renameSync, existsSync } = await import('node:fs');
    const entry = ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'].map((f) => path.join(dist, f)).filter((f) => existsSync(f));
    entry.forEach((f) => renameSync(f, `${f}-down`));
    try {
      const hints = await hintsOf('/admin/redeem-list');
      assert.deepEqual(hints.filter((href) => href.startsWith('/remotes/review/')), ['/remotes/review/screens.json']);
      const page = await (await e2e.browser.newContext()).newPage();
      await loginAs(page, e2e.portal.url, DEMO.participantA);
      await page.goto(`${e2e.portal.url}/admin/redeem-list`);
      await page.getByText('No se pudo cargar este módulo del portal.').waitFor();
      await page.context().close();
    } finally {
      entry.forEach((f) => renameSync(`${f}-down`, f));
    }
  });
});

describe('a page the person may not open', () => {
  it("keeps its refusal: the hints of a staff page fetch only files that are there, and the participant is told 'No tiene permisos'", async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    await page.waitForLoadState('networkidle');
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/remotes/')) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
    await page.goto(`${e2e.portal.url}/admin/confirm-redeem/1`);
    await page.getByText('No tiene permisos para ver esta página.').waitFor();
    assert.deepEqual(failed, []);
    await page.context().close();
  });
});
