// Starts the portal as `npm start` serves it (api + built shell + built remotes, one origin, embedded
// SQLite with demo data) in a throw-away data folder, and drives Debian's Chromium with playwright-core.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { DEMO, DEMO_BY_ROLE, DEMO_PASSWORD, freePort, uniquePng as kitPng } from '@portal/api/testing';
import { API, IDEMPOTENCY_KEY_HEADER, INVOICE_FORM, PORTAL_CONFIG_PATH } from '@portal/contract';
import { CACHE_NAMES, KEPT_WHOLE, manifestsOf, releaseFiles } from '@portal/shell/offline-rules';

export const ROOT = path.resolve(__dirname, '../..');
export const FRONT_ENDS = ['shell', 'remote-participant', 'remote-admin', 'remote-review'] as const;
export { DEMO, DEMO_BY_ROLE, DEMO_PASSWORD };

export interface Portal {
  url: string;
  dataDir: string;
  /** a copy of the built front ends the server serves; tests may break or redeploy a remote in it */
  webRoot: string;
  stop(): Promise<void>;
}

function copyBuiltFrontEnds(webRoot: string) {
  for (const dir of FRONT_ENDS) {
    const dist = path.join(ROOT, dir, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`${dir}/dist is missing: run \`npm run build\` before the browser tests.`);
    }
    cpSync(dist, path.join(webRoot, dir, 'dist'), { recursive: true });
  }
}

async function waitForHttp(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The portal did not answer ${url} within ${timeoutMs} ms:\n${log()}`);
}

export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-data-'));
  const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-e2e-web-'));
  copyBuiltFrontEnds(webRoot);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  };
  // The portal as a newcomer starts it: the embedded database, never the CI's PostgreSQL.
  delete childEnv.DATABASE_URL;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/portal.config.json`, child, () => output);
  return {
    url,
    dataDir,
    webRoot,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** how long closing a context or the browser may take before a test goes on without it */
const CLOSE_LIMIT_MS = 15_000;

/** `close`, bounded: a test's cleanup never holds the run (a warning says it went on) */
function bounded(what: string, close: () => Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`${what} did not close within ${CLOSE_LIMIT_MS / 1000} s; the test goes on`);
      resolve();
    }, CLOSE_LIMIT_MS);
    timer.unref();
  });
  return Promise.race([close().finally(() => clearTimeout(timer)), limit]);
}

/**
 * Debian's Chromium for the e2e tests. Closing a context or the browser is bounded: once, on a loaded
 * CI run, Chromium never answered the browser's close after a file's test had passed, and node's test
 * runner (no timeout of its own) waited on it for good (the e2e command also has --test-force-exit,
 * so a file's process ends once its tests are done). Cleanup, not an assertion: nothing a test checks.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  // the portal's service worker stays out of a test's context unless the test asks for it
  // (`serviceWorkers: 'allow'`, as offline.e2e does): the other tests watch and cut the page's own
  // requests (page.route), which a worker answering from its copy would hide
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    const close = context.close.bind(context);
    context.close = (closeOptions) => bounded('A browser context', () => close(closeOptions));
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = (closeOptions) => bounded('The browser', () => closeBrowser(closeOptions));
  return browser;
}

/** how every test launches Chromium */
const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  // the browser of a salesperson in Colombia: its "today" is the day the api's date rules count
  // (contract invoiceToday, UTC-5); on a UTC machine between 00:00 and 05:00 it is a day ahead
  env: { ...process.env, TZ: 'America/Bogota' },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}

/**
 * A browser profile of its own, as a person's phone keeps one (the contexts of `launch` are
 * incognito, where Chromium installs no app): the same Chromium, options and bounded close; the
 * profile's folder is removed with it.
 */
export async function launchProfile(options: Omit<BrowserContextOptions, 'baseURL'> = {}): Promise<BrowserContext> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...CHROMIUM_OPTIONS, ...options });
  const close = context.close.bind(context);
  context.close = (closeOptions) => bounded('A browser profile', () => close(closeOptions)).finally(() => rmSync(dir, { recursive: true, force: true }));
  return context;
}

/** the points engine's rules on the portal's own database (`npm run check-points`, api/src/cli): its report; throws when a rule is broken */
export function checkPoints(portal: Portal): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: portal.dataDir };
  delete env.DATABASE_URL;
  // exit 1 when any rule is broken: execFileSync throws with the rules it printed
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/cli/check-points.ts')], { cwd: ROOT, env, encoding: 'utf8' });
}

/** Logs in through the api (SPEC 7 POST /api/login) and answers the user it returns. */
export async function apiLogin(baseUrl: string, identification: string, password = DEMO_PASSWORD) {
  const config = await (await fetch(`${baseUrl}/portal.config.json`)).json();
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: identification, password, grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret }),
  });
  if (!res.ok) throw new Error(`login of ${identification} failed: ${res.status} ${await res.text()}`);
  const [user] = (await res.json()) as { name: string; email: string; points: number; access_token: string }[];
  return user;
}

/** Logs in through the real login form, as a person does. */
export async function loginAs(page: Page, baseUrl: string, identification: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/auth/login-page`);
  await page.getByLabel('Número de identificación').fill(identification);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
  await page.waitForURL('**/admin/home');
}

/**
 * One portal and one browser for the test file: started before its tests, stopped after them.
 * Read `.portal` and `.browser` inside tests (they exist once `before` ran).
 */
export function usePortal(env: Record<string, string> = {}): { readonly portal: Portal; readonly browser: Browser } {
  const handles = {} as { portal: Portal; browser: Browser };
  before(async () => {
    handles.portal = await startPortal(env);
    handles.browser = await launchBrowser();
  });
  after(async () => {
    await handles.browser?.close();
    await handles.portal?.stop();
  });
  return handles;
}

/** The two sizes every screen is looked at (a desktop and a phone). */
export const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** where the run keeps its screenshots: e2e/artifacts/screens/<name>-<size>.png (CI keeps the folder) */
export const SCREENS_DIR = path.join(ROOT, 'e2e', 'artifacts', 'screens');

/**
 * A full-page screenshot of what the person sees now, for a person to look at after the run; also
 * fails the test when the page scrolls sideways (something wider than the screen is cut off).
 */
export async function shoot(page: Page, name: string): Promise<string> {
  const size = page.viewportSize();
  const label = size && size.width <= VIEWPORTS.phone.width ? 'phone' : 'desktop';
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name}-${label}.png`);
  // let images and fonts settle, so the picture shows the finished screen
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // fixed bars are drawn where the page was scrolled to: from the top, they sit where a person sees them
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 1) throw new Error(`${name} at ${label} size scrolls sideways by ${overflow}px (something is wider than the screen)`);
  return file;
}


/** A real PNG of `size` pixels, a different image each call: big enough to be seen in a screenshot (the kit's uniquePng) */
export const uniquePng = (size = 48): Buffer => kitPng(size);

/** the sidebar's balance line, read as a person does (on a phone, inside the drawer) */
export async function sidebarPoints(page: Page, userName: string | RegExp, size: ViewportName = 'desktop'): Promise<number> {
  if (size === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).first().click();
  const sidebar = page.getByLabel('Barra lateral').first();
  const points = sidebar.getByText(/^Puntos: [\d.]+$/);
  if (!(await points.isVisible())) await sidebar.getByRole('button', { name: userName }).first().click();
  const text = (await points.textContent()) ?? '';
  if (size === 'phone') await page.keyboard.press('Escape');
  return Number(text.replace(/\D/g, ''));
}

/** a figure of the redeem screen ('Costo en puntos', 'Su saldo') as a number */
async function redeemFigure(page: Page, term: string): Promise<number> {
  const dd = page.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).first().locator('xpath=following-sibling::dd[1]');
  return Number(((await dd.textContent()) ?? '').replace(/\D/g, ''));
}

/**
 * On /admin/redeem-product/{id}: 'Redimir' asks first. Asserts the question says what the
 * product costs and the balance after, with the focus on 'Cancelar', keeps a screenshot as `shot` if
 * named, then answers 'Sí, redimir'. Answers the screen's cost and balance before.
 */
export async function redeemConfirmed(page: Page, shot?: string): Promise<{ cost: number; balance: number }> {
  const cost = await redeemFigure(page, 'Costo en puntos');
  const balance = await redeemFigure(page, 'Su saldo');
  await page.getByRole('button', { name: 'Redimir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Redimir este producto?' });
  await dialog.waitFor();
  const n = new Intl.NumberFormat('es-CO');
  const said = `Se descontarán ${n.format(cost)} puntos. Su saldo quedará en ${n.format(balance - cost)} puntos.`;
  assert.ok(((await dialog.textContent()) ?? '').includes(said), `the question says "${said}"`);
  assert.ok(await dialog.getByRole('button', { name: 'Cancelar' }).evaluate((b) => b === document.activeElement), "the focus starts on 'Cancelar'");
  if (shot) await shoot(page, shot);
  await dialog.getByRole('button', { name: 'Sí, redimir' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { cost, balance };
}

/** the file a click downloads: its suggested name and its bytes */
export async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), click()]) as [Download, void];
  const where = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(where) };
}

/** a CSV as a spreadsheet opens it: the UTF-8 byte-order mark first (accents), then CRLF lines */
export function csvLines(bytes: Buffer): string[] {
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the CSV starts with the UTF-8 byte-order mark');
  return bytes.subarray(3).toString('utf8').split('\r\n').filter((l) => l !== '');
}

/**
 * Lists that work at 390 px: every cell of every list's rows inside the window, whole (a
 * value wider than its card's line is cut off too), and no list in a sideways scroller.
 */
export async function assertCellsInView(page: Page, what: string): Promise<void> {
  const outside = await page.evaluate(() => {
    const cells = [...document.querySelectorAll<HTMLElement>('main [role="table"] [role="cell"]')];
    // no named function in here: the test runner's compiler would wrap it in a helper the page lacks
    const hidden = cells
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 1);
      })
      .map((cell) => `${cell.dataset.label ?? '?'}: ${cell.textContent?.slice(0, 40)}`);
    const cut = cells
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `${cell.dataset.label ?? '?'}: ${cell.textContent?.slice(0, 40)} (cortado)`);
    const scrollers = [...document.querySelectorAll<HTMLElement>('main [role="table"]')]
      .map((table) => table.parentElement!)
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.scrollWidth}px in ${box.clientWidth}px`);
    return { hidden: [...hidden, ...cut], scrollers };
  });
  assert.deepEqual(outside, { hidden: [], scrollers: [] }, `${what}: every cell of every row in view and whole, no sideways scroller`);
}

/**
 * The service worker controls the page and keeps the participant's remote whole: every file its
 * manifest names (cache-rules releaseFiles), not only its entry. The worker is registered some
 * seconds after the page loaded (shell/src/offline) and keeps the chunks after the page's own
 * requests; a test that cuts the network when only the entry is kept can find 'Ingresar Venta''s
 * chunk missing on a loaded machine.
 */
export async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // the worker's own rules: the participant's manifest as the runtime config names it, and its files
  const { origin } = new URL(page.url());
  const config: unknown = await (await fetch(`${origin}${PORTAL_CONFIG_PATH}`)).json();
  const manifestUrl = manifestsOf(config, origin)[KEPT_WHOLE];
  assert.ok(manifestUrl, `the runtime config names the ${KEPT_WHOLE} remote's manifest`);
  const files = releaseFiles(manifestUrl, await (await fetch(manifestUrl)).json());
  assert.ok(files.some((f) => f.endsWith('remoteEntry.js')), `the manifest names the entry: ${files.join(', ')}`);
  await page.waitForFunction(async ([cacheName, wanted]) => {
    if (!navigator.serviceWorker.controller) return false;
    const copies = new Set((await (await caches.open(cacheName)).keys()).map((r) => r.url));
    return wanted.every((file) => copies.has(file));
  }, [CACHE_NAMES.remotes, files] as const, { timeout: 30_000, polling: 250 });
}

/** 'YYYY-MM-DD' of `daysAgo` days ago in Colombia (the api's day, contract invoiceToday) */
export function colombiaDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

/**
 * SPEC 7 POST /api/invoice/create as the sale form sends it: 4 of a demo tire with its design and
 * brand, a photo never seen before, sold two days ago, at `subsidiaryId`, under the idempotency `key`.
 */
export async function postSale(baseUrl: string, token: string, { number, subsidiaryId, key }: { number: string; subsidiaryId: number; key: string }): Promise<Response> {
  const auth = { authorization: `Bearer ${token}` };
  const listed = (await (await fetch(`${baseUrl}${API.tires}`, { headers: auth })).json()) as unknown;
  const tires = (Array.isArray(listed) ? listed : (listed as { tires: unknown[] }).tires) as { id: number; design_id?: number; design?: { id?: number; brand_id?: number; brand?: { id: number } } }[];
  const tire = tires.find((t) => (t.design_id ?? t.design?.id) && (t.design?.brand_id ?? t.design?.brand?.id));
  assert.ok(tire, 'a demo tire with its design and brand');
  const body = new FormData();
  body.append(INVOICE_FORM.data, JSON.stringify({ sale_date: colombiaDay(2), number, price: 1_480_000, subsidiary_id: subsidiaryId }));
  body.append(INVOICE_FORM.tires, JSON.stringify([{ brand_id: tire.design?.brand_id ?? tire.design?.brand?.id, design_id: tire.design_id ?? tire.design?.id, tire_id: tire.id, amount: 4 }]));
  body.append(INVOICE_FORM.image, new Blob([new Uint8Array(uniquePng())], { type: 'image/png' }), 'factura.png');
  return fetch(`${baseUrl}${API.invoiceCreate}`, { method: 'POST', headers: { ...auth, [IDEMPOTENCY_KEY_HEADER]: key }, body });
}
