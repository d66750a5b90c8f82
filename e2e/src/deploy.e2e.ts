// Issue 23 "What must be shown": a team changes its remote and deploys it alone, with the release
// commands (tools/release-lib.ts, what `npm run deploy` / `rollback` of a remote run). remote-admin
// is deployed as it is (release A), then from a copy given a new screen (declared in its own
// screens.ts) and a screen whose code throws (release B); the shell is not rebuilt (its files are
// compared before and after), yet the administrator's menu shows the new screen on the next load; a
// tab opened on A keeps working (its lazy chunks still load from A) until it is reloaded; a rollback
// brings A back. A remote whose list of screens is malformed is named, and the rest keeps working.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, loginAs, ROOT, usePortal } from './harness';
import { deployRemote, rollbackRemote } from '../../tools/release-lib';

const e2e = usePortal();

/** every file of a folder and its sha256, to tell that a build did not touch it */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** remote-admin's sources with a new screen and a broken one, deployed as a release of their own */
function deployChangedAdmin(releasesDir: string): string {
  // beside the real one, so its webpack config and packages resolve as the real one's do
  const copy = mkdtempSync(path.join(ROOT, '.e2e-remote-admin-'));
  try {
    cpSync(path.join(ROOT, 'remote-admin', 'src'), path.join(copy, 'src'), { recursive: true });
    cpSync(path.join(ROOT, 'remote-admin', 'package.json'), path.join(copy, 'package.json'));
    cpSync(path.join(ROOT, 'remote-admin', 'webpack.config.js'), path.join(copy, 'webpack.config.js'));
    symlinkSync(path.join(ROOT, 'remote-admin', 'node_modules'), path.join(copy, 'node_modules'));
    appendFileSync(path.join(copy, 'src', 'screens.ts'), `
screens.push(
  { path: '/admin/list-coupons', title: 'Lista de Cupones', roles: ['admin'], menu: { admin: { order: 36, group: 'Cupones' } } },
  { path: '/admin/broken-screen', title: 'Pantalla Rota', roles: ['admin'], menu: { admin: { order: 37, group: 'Cupones' } } },
);
`);
    appendFileSync(path.join(copy, 'src', 'routes.tsx'), `
components['/admin/list-coupons'] = function CouponsList() {
  return <p>Cupones del mes: ninguno</p>;
};
components['/admin/broken-screen'] = function BrokenScreen(): never {
  throw new Error('e2e: this screen fails while rendering');
};
`);
    return deployRemote('admin', releasesDir, { sourceDir: copy, log: () => undefined }).release;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

describe('a remote deployed alone (issue 23)', () => {
  it("shows a new screen in the administrator's menu and not a participant's, without a shell build; an open tab keeps its release until reloaded; rollback; a screen that throws says so", async () => {
    const shellDist = path.join(e2e.portal.webRoot, 'shell', 'dist');
    const shellBefore = fingerprint(shellDist);
    const releasesDir = path.join(e2e.portal.dataDir, 'releases');
    const releaseA = deployRemote('admin', releasesDir, { log: () => undefined }).release;

    // a tab on release A
    const admin = await (await e2e.browser.newContext()).newPage();
    await loginAs(admin, e2e.portal.url, DEMO.admin);
    await admin.goto(`${e2e.portal.url}/admin/list-cities`);
    await admin.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    assert.equal(await admin.locator('[data-remote="admin"]').getAttribute('data-release'), releaseA);
    assert.equal(await menu(admin).getByText('Cupones').count(), 0);

    const releaseB = deployChangedAdmin(releasesDir);
    assert.notEqual(releaseB, releaseA);

    // the open tab keeps working on A: a screen whose chart is a lazy chunk of A, fetched only now
    const fetched: { url: string; status: number }[] = [];
    admin.on('response', (r) => {
      if (r.url().includes('/releases/admin/')) fetched.push({ url: new URL(r.url()).pathname, status: r.status() });
    });
    await menu(admin).getByRole('button', { name: 'Reportes' }).click();
    await menu(admin).getByRole('link', { name: 'Puntos' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Reporte de Puntos' }).waitFor();
    await admin.locator('.recharts-surface').first().waitFor();
    assert.ok(fetched.length > 0 && fetched.every((f) => f.url.startsWith(`/releases/admin/${releaseA}/`) && f.status === 200), JSON.stringify(fetched));
    assert.equal(await admin.locator('[data-remote="admin"]').getAttribute('data-release'), releaseA);

    // a reload shows B: the new screen in the menu, opened as release B
    await admin.reload();
    await menu(admin).getByRole('button', { name: 'Cupones' }).click();
    await menu(admin).getByRole('link', { name: 'Lista de Cupones' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Lista de Cupones' }).waitFor();
    await admin.getByText('Cupones del mes: ninguno').waitFor();
    assert.equal(await admin.locator('[data-remote="admin"]').getAttribute('data-release'), releaseB);

    // a screen that loaded and then failed: not 'Módulo no disponible'; the way home works
    await admin.goto(`${e2e.portal.url}/admin/broken-screen`);
    await admin.getByText('Ocurrió un error en esta pantalla').waitFor();
    assert.equal(await admin.getByText('Módulo no disponible').count(), 0);
    await admin.getByRole('link', { name: 'Ir al inicio' }).click();
    await admin.waitForURL('**/admin/home');

    // a participant's menu has neither; the address is refused
    const participant = await (await e2e.browser.newContext()).newPage();
    await loginAs(participant, e2e.portal.url, DEMO.participant2);
    await menu(participant).getByRole('link', { name: 'Catálogo de Productos' }).waitFor();
    assert.equal(await menu(participant).getByText('Cupones').count(), 0);
    await participant.goto(`${e2e.portal.url}/admin/list-coupons`);
    await participant.getByText('No tiene permisos para ver esta página.').waitFor();
    await participant.context().close();

    // rollback: the next load is A again, without the new screens
    assert.deepEqual(rollbackRemote('admin', releasesDir, () => undefined), { from: releaseB, to: releaseA });
    await admin.goto(`${e2e.portal.url}/admin/list-cities`);
    await admin.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    assert.equal(await admin.locator('[data-remote="admin"]').getAttribute('data-release'), releaseA);
    assert.equal(await menu(admin).getByText('Cupones').count(), 0);
    await admin.context().close();

    assert.deepEqual(fingerprint(shellDist), shellBefore, 'the shell was not rebuilt');
  });

  it('names a remote whose list of screens is malformed, and keeps every other screen working', async () => {
    const list = path.join(e2e.portal.webRoot, 'remote-review', 'dist', 'screens.json');
    const good = readFileSync(list);
    // the build's compressed copies would be served instead of the file written here
    const copies = ['.br', '.gz'].map((ext) => `${list}${ext}`).filter((file) => existsSync(file));
    const kept = copies.map((file) => readFileSync(file));
    copies.forEach((file) => rmSync(file));
    const page = await (await e2e.browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await loginAs(page, e2e.portal.url, DEMO.participant2);
    try {
      writeFileSync(list, JSON.stringify({ remote: 'review', release: 'x', screens: [{ path: '/admin/redeem-list', title: 'Lista Redenciones', roles: 'todos' }] }));
      await page.goto(`${e2e.portal.url}/admin/redeem-list`);
      await page.getByText('No se pudo saber qué pantallas ofrece este módulo del portal.').waitFor();
      assert.ok(errors.some((e) => e.includes("El módulo 'review' declara mal sus pantallas")), errors.join('\n'));
      // the other remotes' screens, in the menu and open
      await menu(page).getByRole('link', { name: 'Catálogo de Productos' }).click();
      await page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' }).waitFor();
      assert.equal(await menu(page).getByText('Lista Redenciones').count(), 0);
    } finally {
      writeFileSync(list, good);
      copies.forEach((file, i) => writeFileSync(file, kept[i]));
    }
    await page.reload();
    await menu(page).getByRole('link', { name: 'Lista Redenciones' }).waitFor();
    await page.context().close();
  });
});
