// A team changes its remote, or the shell, and deploys it alone with
// the release commands (tools/ops/release-lib.ts, what `npm run deploy` / `rollback` run).
// - remote-admin: release A is the build the portal serves; release B, from a copy, adds a screen, a
//   screen whose code throws, and a screen using a component added to shared-ui (a newer version,
//   which B brings its own copy of). The shell is not rebuilt (its files are compared before and
//   after), yet the administrator's menu shows the new screens on the next load; a tab opened on A
//   keeps working (its lazy chunks still load from A) until it is reloaded; a rollback brings A back.
// - A deploy whose imports the served shell's shared-auth lacks is refused; a remote needing a newer
//   shared-auth (one instance) is refused on the page; the rest keeps working.
// - The shell deployed and rolled back alone, a tab keeping its chunks.
// - A remote whose list of screens is malformed is named, and the rest keeps working.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, loginAs, ROOT, shoot, usePortal, VIEWPORTS } from '../harness';
import { deploy, rollback } from '../../../tools/ops/release-lib';
import { readReleases, switchTo, writeReleases } from '@portal/releases';

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

interface AdminChange {
  /** appended to the copy's src/screens.ts and src/routes.tsx */
  screens: string;
  routes: string;
  /** a change of the copy's package.json (its ranges of the shared packages) */
  packageJson?: (pkg: { dependencies: Record<string, string> }) => void;
  /** a changed copy of one of our packages beside it (shared-ui, or the shared shared-auth): files added, its version */
  library?: { pkg: 'shared-ui' | 'shared-auth'; version: string; files: Record<string, string>; exports: string };
}

/**
 * remote-admin's sources with a change, deployed as a release of their own with the release
 * commands. The copies sit beside the real packages, so their webpack config and packages resolve as
 * the real ones do; a newer shared-ui is linked in the copy's own node_modules.
 */
function deployAdminCopy(releasesDir: string, change: AdminChange): string {
  const made: string[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(path.join(ROOT, prefix));
    made.push(dir);
    return dir;
  };
  try {
    const copy = temp('.e2e-remote-admin-');
    cpSync(path.join(ROOT, 'remote-admin', 'src'), path.join(copy, 'src'), { recursive: true });
    cpSync(path.join(ROOT, 'remote-admin', 'webpack.config.js'), path.join(copy, 'webpack.config.js'));
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'remote-admin', 'package.json'), 'utf8'));
    change.packageJson?.(pkg);
    writeFileSync(path.join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
    // its own node_modules: the real one's entries, and a newer shared-ui when the change has one
    const modules = path.join(copy, 'node_modules');
    mkdirSync(modules);
    for (const entry of readdirSync(path.join(ROOT, 'remote-admin', 'node_modules'))) {
      symlinkSync(path.join(ROOT, 'remote-admin', 'node_modules', entry), path.join(modules, entry));
    }
    if (change.library) {
      const { pkg: name, version, files, exports } = change.library;
      const lib = temp(`.e2e-${name}-`);
      cpSync(path.join(ROOT, name, 'src'), path.join(lib, 'src'), { recursive: true });
      const libPkg = JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8'));
      writeFileSync(path.join(lib, 'package.json'), JSON.stringify({ ...libPkg, version }, null, 2));
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(lib, 'src', file), text);
      appendFileSync(path.join(lib, 'src', 'index.ts'), `\n${exports}\n`);
      mkdirSync(path.join(modules, '@portal'));
      symlinkSync(lib, path.join(modules, '@portal', name));
    }
    appendFileSync(path.join(copy, 'src', 'screens.ts'), `\n${change.screens}\n`);
    appendFileSync(path.join(copy, 'src', 'routes.tsx'), `\n${change.routes}\n`);
    return deploy('admin', releasesDir, { sourceDir: copy, log: () => undefined, shellShared: path.join(e2e.portal.webRoot, 'shell', 'dist', 'shared.json') }).release;
  } finally {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
}

/** a component added to shared-ui, exported from its index */
const BADGE = {
  files: { 'E2eBadge.tsx': 'export function E2eBadge({ text }: { text: string }) {\n  return <strong data-e2e-badge="">{text}</strong>;\n}\n' },
  exports: "export { E2eBadge } from './E2eBadge';",
};
const BADGE_SCREEN = {
  screens: "screens.push({ path: '/admin/list-badges', title: 'Lista de Insignias', roles: ['admin'], menu: { admin: { order: 38, group: 'Cupones' } } });",
  routes: "import { E2eBadge } from '@portal/shared-ui';\ncomponents['/admin/list-badges'] = function Badges() {\n  return <E2eBadge text=\"Insignia nueva\" />;\n};",
};

/**
 * Release B of remote-admin: a new screen, a screen whose code throws, and a screen using a
 * component added to shared-ui, whose version (0.4.0) the remote now asks for: the shell's 0.3.0
 * does not meet it, so the remote runs its own copy.
 */
const RELEASE_B: AdminChange = {
  screens: `screens.push(
  { path: '/admin/list-coupons', title: 'Lista de Cupones', roles: ['admin'], menu: { admin: { order: 36, group: 'Cupones' } } },
  { path: '/admin/broken-screen', title: 'Pantalla Rota', roles: ['admin'], menu: { admin: { order: 37, group: 'Cupones' } } },
);
${BADGE_SCREEN.screens}`,
  routes: `${BADGE_SCREEN.routes}
components['/admin/list-coupons'] = function CouponsList() {
  return <p>Cupones del mes: ninguno</p>;
};
components['/admin/broken-screen'] = function BrokenScreen(): never {
  throw new Error('e2e: this screen fails while rendering');
};`,
  library: { pkg: 'shared-ui', version: '0.4.0', ...BADGE },
  packageJson: (pkg) => void (pkg.dependencies['@portal/shared-ui'] = '^0.4.0'),
};

/**
 * A release made of the build the portal already serves (webRoot's dist), as a deploy of the same
 * sources would make it: saves the e2e a build of its own.
 */
function releaseServedBuild(name: 'admin' | 'shell', release: string | null): string {
  const built = path.join(e2e.portal.webRoot, name === 'shell' ? 'shell' : `remote-${name}`, 'dist');
  const named = release ?? JSON.parse(readFileSync(path.join(built, 'screens.json'), 'utf8')).release;
  const releasesDir = path.join(e2e.portal.dataDir, 'releases');
  cpSync(built, path.join(releasesDir, name, named), { recursive: true });
  switchTo(releasesDir, name, named);
  return named;
}

/** runs `test` with remote-admin's releases put back as they were afterwards (the tests stay apart) */
async function thenRestore(releasesDir: string, test: () => Promise<void>): Promise<void> {
  const before = readReleases(releasesDir).releases;
  try {
    await test();
  } finally {
    writeReleases(releasesDir, before);
  }
}

/** the screen as a person sees it at 1366x900 and 390x844 (e2e/artifacts/screens) */
async function shootBothSizes(page: Page, name: string): Promise<void> {
  for (const size of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(size);
    // the layout's own move between its phone and desktop forms (the sidebar's width transition)
    await page.waitForTimeout(500);
    await shoot(page, name);
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
/** the preload hints of the page the api serves for `pathname` (api/src/web/hints.ts) */
async function hintsOf(pathname: string): Promise<string[]> {
  const html = await (await fetch(`${e2e.portal.url}${pathname}`)).text();
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(?:fetch|script)"/g)].map((m) => m[1]);
}

describe('a remote deployed alone', () => {
  it("shows a new screen in the administrator's menu and not a participant's, without a shell build; an open tab keeps its release until reloaded; rollback; a screen that throws says so", async () => {
    const shellDist = path.join(e2e.portal.webRoot, 'shell', 'dist');
    const shellBefore = fingerprint(shellDist);
    const releasesDir = path.join(e2e.portal.dataDir, 'releases');
    const releaseA = releaseServedBuild('admin', null);

    // a tab on release A
    const admin = await (await e2e.browser.newContext()).newPage();
    const pageErrors: string[] = [];
    admin.on('pageerror', (e) => pageErrors.push(e.message));
    await loginAs(admin, e2e.portal.url, DEMO.admin);
    await admin.goto(`${e2e.portal.url}/admin/list-cities`);
    await admin.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    assert.equal(await admin.locator('[data-remote="admin"]').getAttribute('data-release'), releaseA);
    assert.equal(await menu(admin).getByText('Cupones').count(), 0);

    const releaseB = deployAdminCopy(releasesDir, RELEASE_B);
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
    // the page of the new screen names release B's files for the browser to fetch at once, and none of A's
    const hinted = await hintsOf('/admin/list-coupons');
    assert.ok(hinted.includes(`/releases/admin/${releaseB}/remoteEntry.js`), hinted.join(' '));
    assert.ok(hinted.filter((href) => href.includes('/admin/') && !href.endsWith('screens.json')).every((href) => href.startsWith(`/releases/admin/${releaseB}/`)), hinted.join(' '));
    // the component added to shared-ui 0.4.0: the remote's own copy, under the shell's 0.3.0
    await menu(admin).getByRole('link', { name: 'Lista de Insignias' }).click();
    await admin.locator('[data-e2e-badge]').getByText('Insignia nueva').waitFor();
    // and the remote's older screens with it, beside the shell's own copy
    await admin.goto(`${e2e.portal.url}/admin/list-cities`);
    await admin.getByRole('table').first().waitFor();
    assert.deepEqual(pageErrors, []);

    // a screen that loaded and then failed: not 'Módulo no disponible'; the way home works
    await admin.goto(`${e2e.portal.url}/admin/broken-screen`);
    await admin.getByText('Ocurrió un error en esta pantalla').waitFor();
    assert.equal(await admin.getByText('Módulo no disponible').count(), 0);
    await shootBothSizes(admin, 'remote-failed-screen');
    await admin.getByRole('link', { name: 'Ir al inicio' }).click();
    await admin.waitForURL('**/admin/home');

    // a participant's menu has neither; the address is refused
    const participant = await (await e2e.browser.newContext()).newPage();
    await loginAs(participant, e2e.portal.url, DEMO.participantA);
    await menu(participant).getByRole('link', { name: 'Catálogo de Productos' }).waitFor();
    assert.equal(await menu(participant).getByText('Cupones').count(), 0);
    await participant.goto(`${e2e.portal.url}/admin/list-coupons`);
    await participant.getByText('No tiene permisos para ver esta página.').waitFor();
    await participant.context().close();

    // rollback: the next load is A again, without the new screens
    assert.deepEqual(rollback('admin', releasesDir, () => undefined), { from: releaseB, to: releaseA });
    await admin.goto(`${e2e.portal.url}/admin/list-cities`);
    await admin.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    assert.equal(await admin.locator('[data-remote="admin"]').getAttribute('data-release'), releaseA);
    assert.equal(await menu(admin).getByText('Cupones').count(), 0);
    const hintedAfter = (await hintsOf('/admin/list-cities')).filter((href) => href.startsWith('/releases/admin/'));
    assert.ok(hintedAfter.length > 0 && hintedAfter.every((href) => href.startsWith(`/releases/admin/${releaseA}/`)), hintedAfter.join(' '));
    await admin.context().close();

    assert.deepEqual(fingerprint(shellDist), shellBefore, 'the shell was not rebuilt');
  });

  it("a deploy whose remote imports a shared-auth name the served shell's copy lacks, in a range that accepts it, fails in seconds and switches nothing", () => {
    const releasesDir = path.join(e2e.portal.dataDir, 'releases');
    const shellAuth = JSON.parse(readFileSync(path.join(e2e.portal.webRoot, 'shell', 'dist', 'shared.json'), 'utf8'))['@portal/shared-auth'];
    assert.ok(!shellAuth.exports.includes('useE2eMark'));
    const inUse = readReleases(releasesDir).releases.admin;
    // the export added to the one-instance package without a new version: the remote's range still
    // accepts the shell's copy, which lacks it (shared-ui is each build's own, so only
    // shared-auth can be wrong this way)
    assert.throws(
      () => deployAdminCopy(releasesDir, {
        library: { pkg: 'shared-auth', version: shellAuth.version, files: { 'e2eMark.ts': "export function useE2eMark(): string {\n  return 'marca';\n}\n" }, exports: "export { useE2eMark } from './e2eMark';" },
        screens: "screens.push({ path: '/admin/list-marks', title: 'Lista de Marcas E2E', roles: ['admin'] });",
        routes: "import { useE2eMark } from '@portal/shared-auth';\ncomponents['/admin/list-marks'] = function Marks() {\n  return <p>{useE2eMark()}</p>;\n};",
      }),
      /imports useE2eMark from @portal\/shared-auth \(src\/routes\.tsx\), which the shell's @portal\/shared-auth 0\.2\.0 does not have, and its range \^0\.2\.0 accepts that version/,
    );
    assert.deepEqual(readReleases(releasesDir).releases.admin, inUse);
  });

  it("a remote that needs a newer shared-auth (one instance on the page) is refused with 'Módulo no compatible'; the rest works", () => thenRestore(path.join(e2e.portal.dataDir, 'releases'), async () => {
    const releasesDir = path.join(e2e.portal.dataDir, 'releases');
    deployAdminCopy(releasesDir, {
      packageJson: (pkg) => void (pkg.dependencies['@portal/shared-auth'] = '^0.3.0'),
      screens: '',
      routes: '',
    });
    const page = await (await e2e.browser.newContext()).newPage();
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await loginAs(page, e2e.portal.url, DEMO.admin);
    await page.goto(`${e2e.portal.url}/admin/list-cities`);
    await page.getByText('Módulo no compatible').waitFor();
    await page.getByText('Este módulo necesita una versión más reciente del portal.').waitFor();
    await shootBothSizes(page, 'remote-incompatible');
    assert.ok(logged.some((l) => /remote "admin" \(release .*\) is refused: it needs @portal\/shared-auth \^0\.3\.0, the portal has 0\.2\.0/.test(l)), logged.join('\n'));
    await menu(page).getByRole('link', { name: 'Lista Redenciones' }).click();
    await page.getByRole('heading', { name: 'Lista de Redenciones', exact: true }).first().waitFor();
    await page.context().close();
  }));

  it("the shell deployed and rolled back on its own: an open tab keeps its release's chunks, a reload takes the new one", () => thenRestore(path.join(e2e.portal.dataDir, 'releases'), async () => {
    const releasesDir = path.join(e2e.portal.dataDir, 'releases');
    const quiet = { log: () => undefined };
    const releaseA = releaseServedBuild('shell', 'served');
    const page = await (await e2e.browser.newContext()).newPage();
    const pageErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') pageErrors.push(m.text());
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${e2e.portal.url}/auth/login-page`);
    await page.getByLabel('Número de identificación').waitFor();
    assert.equal(await page.locator('html[data-e2e-shell]').count(), 0);

    // release B: the shell's sources with a mark on the page, built and deployed alone
    const copy = mkdtempSync(path.join(ROOT, '.e2e-shell-'));
    let releaseB: string;
    try {
      cpSync(path.join(ROOT, 'shell', 'src'), path.join(copy, 'src'), { recursive: true });
      for (const file of ['package.json', 'webpack.config.js']) cpSync(path.join(ROOT, 'shell', file), path.join(copy, file));
      mkdirSync(path.join(copy, 'node_modules'));
      for (const entry of readdirSync(path.join(ROOT, 'shell', 'node_modules'))) symlinkSync(path.join(ROOT, 'shell', 'node_modules', entry), path.join(copy, 'node_modules', entry));
      for (const entry of ['login-app/index.tsx', 'bootstrap.tsx']) appendFileSync(path.join(copy, 'src', entry), "\ndocument.documentElement.dataset.e2eShell = 'B';\n");
      releaseB = deploy('shell', releasesDir, { ...quiet, sourceDir: copy }).release;
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    assert.notEqual(releaseB, releaseA);

    // the tab opened on A: a page of A's own chunk, fetched only now, from A's files
    const scripts: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, status: r.status() });
    });
    await page.getByRole('link', { name: 'Recuperar Contraseña' }).first().click();
    await page.getByRole('heading', { name: 'Recuperar Contraseña' }).first().waitFor();
    assert.ok(scripts.length > 0 && scripts.every((s) => s.status === 200), JSON.stringify(scripts));
    assert.equal(await page.locator('html[data-e2e-shell]').count(), 0);

    // a reload is B, the login page and the federated shell alike; the shell's pages of A are not mixed in
    await page.reload();
    await page.locator('html[data-e2e-shell="B"]').waitFor({ state: 'attached' });
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    await page.goto(`${e2e.portal.url}/admin/politics`);
    await page.locator('html[data-e2e-shell="B"]').waitFor({ state: 'attached' });
    await menu(page).getByRole('link', { name: 'Catálogo de Productos' }).click();
    await page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first().waitFor().catch(async (error: Error) => {
      throw new Error(`${error.message}\npage: ${await page.locator('main').innerText().catch(() => '?')}\nerrors: ${pageErrors.join('\n')}`);
    });

    // rollback: A again on the next load
    assert.deepEqual(rollback('shell', releasesDir, () => undefined), { from: releaseB, to: releaseA });
    await page.goto(`${e2e.portal.url}/admin/politics`);
    await menu(page).getByRole('link', { name: 'Catálogo de Productos' }).waitFor();
    assert.equal(await page.locator('html[data-e2e-shell]').count(), 0);
    await page.context().close();
  }));

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
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    try {
      writeFileSync(list, JSON.stringify({ remote: 'review', release: 'x', screens: [{ path: '/admin/redeem-list', title: 'Lista Redenciones', roles: 'todos' }] }));
      await page.goto(`${e2e.portal.url}/admin/redeem-list`);
      await page.getByText('No se pudo saber qué pantallas ofrece este módulo del portal.').waitFor();
      await shootBothSizes(page, 'remote-list-failed');
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
