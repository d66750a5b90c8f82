// What a salesperson's phone downloads. The login page and the home load with no uncaught
// error, and every script, style, page and api answer of some size arrives compressed (the test
// reads each response's content-encoding as Chromium received it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { DEMO, VIEWPORTS, loginAs, usePortal } from '../harness';

const e2e = usePortal();

/** the text answers of a page load that came without compression, with their sizes */
function watch(page: Page) {
  const plain: string[] = [];
  const compressed: string[] = [];
  page.on('response', (res: Response) => {
    void (async () => {
      const type = res.headers()['content-type'] ?? '';
      if (!/javascript|json|text\/html|text\/css|svg/.test(type) || res.status() !== 200) return;
      // a page revalidated by the browser (a 304) comes from its cache: nothing crossed the network
      if ((await res.request().sizes().catch(() => ({ responseBodySize: -1 }))).responseBodySize === 0) return;
      const headers = await res.allHeaders();
      const length = Number(headers['content-length'] ?? (await res.body().catch(() => Buffer.alloc(0))).length);
      const encoding = headers['content-encoding'];
      const url = new URL(res.url()).pathname;
      if (encoding === 'br' || encoding === 'gzip') compressed.push(url);
      else if (length > 1024) plain.push(`${url} (${length} bytes, ${encoding ?? 'sin compresión'})`);
    })();
  });
  return { plain, compressed };
}

describe('compressed loads', () => {
  for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`the login page and the home arrive compressed at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`, async () => {
      const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      const seen = watch(page);
      try {
        await page.goto(`${e2e.portal.url}/auth/login-page`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
        await loginAs(page, e2e.portal.url, DEMO.participantA);
        await page.waitForLoadState('networkidle');
        // the catalogue's product list is an api answer of some size (small answers stay plain)
        await page.goto(`${e2e.portal.url}/admin/products`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Catálogo de Productos' }).first().waitFor();
      } finally {
        await context.close();
      }
      assert.deepEqual(errors, [], 'no uncaught error');
      assert.ok(seen.compressed.some((u) => u.endsWith('.js')), `scripts arrive compressed: ${seen.compressed.join(', ')}`);
      assert.ok(seen.compressed.some((u) => u.startsWith('/api/')), `api answers arrive compressed: ${seen.compressed.join(', ')}`);
      assert.deepEqual(seen.plain, [], 'no text answer over 1 KB arrives uncompressed');
    });
  }
});

/** the paths a page asks for while `during` runs, in the order asked (only scripts when `type` says so) */
async function requestsOf(page: Page, during: () => Promise<unknown>, type?: 'script'): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (req: import('playwright-core').Request) => {
    if (!type || req.resourceType() === type) seen.push(new URL(req.url()).pathname);
  };
  page.on('request', onRequest);
  try {
    await during();
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}

/** a phone-sized page of its own context; no uncaught error may happen on it */
async function onPhonePage(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  try {
    await run(page);
  } finally {
    await context.close();
  }
  assert.deepEqual(errors, [], 'no uncaught error');
}

describe('the first screen downloads only what it draws', () => {
  it('the login page and the home run bundles of their own: no federation runtime, shared module or remote; a move from the home starts the whole shell in the same page, which draws a remote\'s page such as the catalogue', async () => {
    await onPhonePage(async (page) => {
      const login = await requestsOf(page, async () => {
        await page.goto(`${e2e.portal.url}/auth/login-page`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
      }, 'script');
      // the page names the login bundle's one file: one step, nothing else
      assert.equal(login.length, 1, `scripts of the login page: ${login.join(', ')}`);
      assert.match(login[0], /^\/login\.[0-9a-f]{8}\.js$/);

      // the other auth pages come as chunks of the login bundle, still without the federated shell
      const recovery = await requestsOf(page, async () => {
        await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
        await page.getByRole('heading', { name: 'Recuperar Contraseña' }).first().waitFor();
      }, 'script');
      assert.ok(recovery.length > 0 && recovery.every((p) => /^\/login-[\w-]+\.[0-9a-f]{8}\.js$/.test(p)), `recovery page: ${recovery.join(', ')}`);
      await page.goBack();

      const home = await requestsOf(page, async () => {
        await page.getByLabel('Número de identificación').fill(DEMO.participantA);
        await page.getByLabel('Contraseña').fill('demo1234');
        await page.getByRole('button', { name: 'Ingresar' }).click();
        await page.waitForURL('**/admin/home');
        await page.getByRole('heading', { name: 'Inicio', level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
      }, 'script');
      // the first-screen bundle's files only: the home's own and its packages' (first-*); the whole
      // shell's are prefetched later, not run
      const homeBundle = (scripts: string[]) =>
        scripts.some((p) => p.startsWith('/home.')) && scripts.every((p) => /^\/(home|first-[\w-]+)\.[0-9a-f]{8}\.js$/.test(p));
      assert.ok(homeBundle(home), `the home runs the home bundle: ${home.join(', ')}`);

      // a reload of the home: the session is still there, and the same bundle draws it
      const reload = await requestsOf(page, async () => {
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Inicio', level: 1 }).first().waitFor();
        await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      }, 'script');
      assert.ok(homeBundle(reload), `the home runs the home bundle: ${reload.join(', ')}`);
      // the work the home puts off until its screen is drawn (shared-ui afterPageLoad: the phone's
      // kept sales, the carousel's code) starts at most FIRST_SCREEN_MS (1 s) plus the idle timeout
      // (2 s) after the load; once it is done, the move's files are the move's own
      await page.waitForTimeout(3000);
      await page.waitForLoadState('networkidle');

      // on a phone the menu is a drawer, a dialog
      const viaMenu = async (name: string) => {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('dialog', { name: 'Barra lateral' }).getByRole('link', { name, exact: true }).click();
      };
      // the catalogue from the menu: the whole shell, started in this page, which loads the
      // catalogue's remote (a remote's page has no first-screen bundle)
      const catalogue = await requestsOf(page, async () => {
        await viaMenu('Catálogo de Productos');
        await page.waitForURL('**/admin/products');
        await page.getByRole('list', { name: 'Productos' }).getByRole('listitem').first().waitFor();
      }, 'script');
      assert.ok(catalogue.includes('/main.js'), `the whole shell runs: ${catalogue.join(', ')}`);
      assert.ok(catalogue.some((p) => p.startsWith('/remotes/participant/')), `the participant remote draws the catalogue: ${catalogue.join(', ')}`);
      assert.ok(!catalogue.some((p) => /^\/(home|products|first-)/.test(p)), `no first-screen bundle: ${catalogue.join(', ')}`);
      assert.ok(await page.getByRole('heading', { name: 'Catálogo de Productos', level: 1 }).first().isVisible());

      // and its menu moves within the shell from then on, the home included (no new page)
      const back = await requestsOf(page, async () => {
        await viaMenu('Políticas Y Condiciones');
        await page.waitForURL('**/admin/politics');
        await page.getByRole('heading', { name: 'Políticas Y Condiciones', level: 1 }).first().waitFor();
        await viaMenu('Catálogo de Productos');
        await page.waitForURL('**/admin/products');
        await page.getByRole('heading', { name: 'Catálogo de Productos', level: 1 }).first().waitFor();
        // the brand of the sidebar leads home
        await viaMenu('Portal de Puntos');
        await page.waitForURL('**/admin/home');
        await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      }, 'script');
      assert.ok(!back.some((p) => p === '/main.js' || /^\/(home|products|first-)/.test(p)), `no new page: ${back.join(', ')}`);
    });
  });
});

describe('the first screen asks for its data beside the session check', () => {
  it('a load of the home and of the catalogue sends the page\'s read without waiting for the session check\'s answer, once, and each picture once', async () => {
    await onPhonePage(async (page) => {
      await loginAs(page, e2e.portal.url, DEMO.participantA);
      // the home the login opened has done its reads (they would otherwise count in the next load's)
      await page.waitForLoadState('networkidle');
      for (const { path, read, picture } of [
        { path: '/admin/home', read: '/api/slides/position/up/1', picture: /^\/uploads\/slides\/.*\.webp$/ },
        { path: '/admin/products', read: '/api/products/all', picture: /^\/uploads\/products\/.*\.webp$/ },
      ]) {
        // the session's answer is held until the page's read has gone out (or 10 s): a read that
        // waited for that answer would never go out while it is held. Which of the two requests
        // leaves first is a race on a remote's page (its reads are known once the screens lists are
        // in) and is not what matters; that neither waits for the other is.
        let readSent!: () => void;
        const readOut = new Promise<void>((resolve) => { readSent = resolve; });
        let sentWhileHeld = false;
        const onRequest = (req: import('playwright-core').Request) => { if (new URL(req.url()).pathname === read) readSent(); };
        page.on('request', onRequest);
        await page.route('**/api/session', async (route) => {
          sentWhileHeld = await Promise.race([readOut.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
          await route.continue();
        });
        try {
          const sent = await requestsOf(page, () => page.goto(`${e2e.portal.url}${path}`, { waitUntil: 'networkidle' }));
          assert.ok(sent.includes('/api/session'), `${path}: the session is checked: ${sent.join(', ')}`);
          assert.equal(sent.filter((p) => p === read).length, 1, `${path}: ${read} asked once: ${sent.join(', ')}`);
          assert.ok(sentWhileHeld, `${path}: ${read} goes out while the session check is unanswered: ${sent.join(', ')}`);
          const pictures = sent.filter((p) => picture.test(p));
          assert.ok(pictures.length > 0, `${path}: its pictures are shown: ${sent.join(', ')}`);
          // the preload and the <img> choose the same size: one file per picture, never two sizes of one
          const images = pictures.map((p) => p.replace(/\.[\w-]+\.webp$/, ''));
          assert.equal(new Set(images).size, images.length, `${path}: no picture downloaded twice: ${pictures.join(', ')}`);
        } finally {
          page.off('request', onRequest);
          await page.unroute('**/api/session');
        }
      }
    });
  });
});

describe('a page before its scripts', () => {
  it('shows its loading state, the shell\'s own, while no script has arrived; the first screen replaces it', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      // a phone on a slow network: a page of each first-screen bundle and of the whole shell, with no script yet
      await page.route('**/*.js*', (route) => route.abort());
      for (const path of ['/auth/login-page', '/admin/home', '/admin/products']) {
        await page.goto(`${e2e.portal.url}${path}`);
        assert.equal(await page.getByRole('status').textContent(), 'Cargando...', path);
        assert.ok(await page.getByRole('status').isVisible(), path);
      }
      await page.unroute('**/*.js*');
      await page.goto(`${e2e.portal.url}/auth/login-page`);
      await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
      assert.equal(await page.getByText('Cargando...').count(), 0, 'the login page replaced it');
    } finally {
      await context.close();
    }
  });
});

describe('V8\'s compile hint on the files of a page\'s start', () => {
  it('a federated page\'s main.js, bootstrap and admin chunks begin with it, as served; no other script the page runs does, the remote\'s among them', async () => {
    await onPhonePage(async (page) => {
      await loginAs(page, e2e.portal.url, DEMO.participantA);
      const firstLines = new Map<string, Promise<string>>();
      page.on('response', (res: Response) => {
        if (res.request().resourceType() !== 'script' || res.status() !== 200) return;
        firstLines.set(new URL(res.url()).pathname, res.text().then((text) => text.split('\n', 1)[0]).catch(() => ''));
      });
      await page.goto(`${e2e.portal.url}/admin/invoices-list`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Lista de Ventas', level: 1 }).first().waitFor();
      const lines = new Map(await Promise.all([...firstLines].map(async ([file, line]) => [file, await line] as const)));
      const hinted = [...lines].filter(([, line]) => line === '//# allFunctionsCalledOnLoad').map(([file]) => file).sort();
      assert.equal(hinted.length, 3, `three files hinted: ${hinted.join(', ')}`);
      assert.match(hinted[0], /^\/admin\.[0-9a-f]{8}\.js$/);
      assert.match(hinted[1], /^\/bootstrap\.[0-9a-f]{8}\.js$/);
      assert.equal(hinted[2], '/main.js');
      const others = [...lines.keys()].filter((file) => !hinted.includes(file));
      assert.ok(others.some((file) => file.startsWith('/remotes/participant/')), `the remote's files were run, without the hint: ${others.join(', ')}`);
    });
  });
});
