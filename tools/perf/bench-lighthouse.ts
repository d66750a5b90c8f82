// npm run bench:lighthouse: Lighthouse's mobile preset (its default: a Moto G Power screen,
// simulated slow 4G; the CPU slowed to a mid-tier phone's, calibrated to the machine) on every page
// a participant or a reviewer opens (the two public pages, ten of a logged-in participant, two of
// the approver), 3 runs each, the median printed next to the goal, with the JavaScript each page
// downloads (brotli, as served) next to its budget.
//
// The portal is started as `npm start` serves it (api/src/main.ts with the built front ends, demo
// data, a temporary SQLite database). Chromium is Debian's, started by chrome-launcher (Lighthouse's
// own dependency) with a debugging port; the participant logs in through a page of that same browser
// (playwright-core over CDP), so the session that shared-auth keeps in IndexedDB is there when
// Lighthouse opens its tab. Lighthouse still clears the HTTP cache before every run (its
// `clearStorageTypes` leave IndexedDB alone), so each run is a cold load.
//
// LIGHTHOUSE_EDGE=https measures the pages as production serves them: the same api process with
// Debian's nginx in front (deploy/nginx.conf through tools/ops/cluster-lib.ts startEdge), over HTTPS with
// a certificate made for the run (Chromium told to ignore that it is self-signed), so HTTP/2 carries a
// page's files on one connection instead of HTTP/1.1's six. The moves and typing part still opens the
// api itself (its own Chromium, which would refuse the certificate; it measures CPU, not the network).
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { freePort } from '@portal/api/testing';
import { measureMovesAndTyping, printMoveFigures, type MovesAndTyping } from './bench-moves-lib';
import { startEdge, type Edge } from '../ops/cluster-lib';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './cpu-slowdown';
import { demoIds, JS_BUDGET_KIB, BENCH_PAGES, startSession, withIds, type PerfPage as Page, type Person } from './pages';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOAL = { score: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
/**
 * The CPU slowdown Lighthouse simulates: calibrated to this machine once, before the pages are
 * measured (main: throw-away runs measure its benchmarkIndex; tools/perf/cpu-slowdown.ts), so a
 * fast or a slow machine stands for the same mid-tier phone; Lighthouse's 4x when they all fail.
 */
let cpuSlowdown = DEFAULT_CPU_SLOWDOWN;
/** the throw-away runs that measure the machine's benchmarkIndex before the pages */
const CALIBRATION_RUNS = 3;
/** the benchmarkIndex each of them measured, and their median (NaN: not measured) */
const calibrationIndexes: number[] = [];
let calibrationIndex = NaN;
/** some of the pages only, for a quicker look: LIGHTHOUSE_PAGES=/auth/login-page,/admin/home */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
/** a folder to keep every run's full report in (Lighthouse's JSON), for a closer look */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
/** how the pages are served: unset, the api itself over HTTP/1.1 (`npm start`); `https`, nginx in front over HTTPS + HTTP/2 */
const EDGE = process.env.LIGHTHOUSE_EDGE || undefined;
if (EDGE !== undefined && EDGE !== 'https') throw new Error(`LIGHTHOUSE_EDGE must be unset or "https" (got "${EDGE}")`);
/**
 * another checkout, built (`npm run build` there): its portal is measured beside this one in the
 * same run, page by page and run by run in turn, at the one CPU slowdown calibrated at the start,
 * so a change's figures before and after are read side by side (LIGHTHOUSE_BASELINE=/tmp/before)
 */
const BASELINE = process.env.LIGHTHOUSE_BASELINE ? path.resolve(process.env.LIGHTHOUSE_BASELINE) : undefined;
if (BASELINE && EDGE) throw new Error('LIGHTHOUSE_BASELINE measures the api itself: leave LIGHTHOUSE_EDGE unset');

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  kib: number;
  /** JavaScript downloaded, brotli as served: the .br beside each built file the page ran */
  jsKib: number;
  scripts: number;
  /** Lighthouse's measure of this machine's speed: its simulated CPU times scale observed ones */
  benchmarkIndex: number;
  /**
   * Lantern's server time for the portal's origin (network-server-latency: the median over the
   * load's requests of first byte less round trip), added to every request it simulates. On this
   * machine the api shares two cores with the browser that loads the page, so it is mostly how busy
   * the browser kept the CPU while the page's burst of requests was answered.
   */
  serverMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** the sizes of the .br files the api serves for the built files (tools/webpack: each text file has one) */
function brotliKib(urls: string[], root: string): number {
  let bytes = 0;
  for (const url of urls) {
    const urlPath = new URL(url).pathname;
    const file = urlPath.startsWith('/remotes/')
      ? urlPath.replace(/^\/remotes\/(\w+)\//, 'remote-$1/dist/')
      : urlPath.startsWith('/releases/') ? null : `shell/dist${urlPath}`;
    const br = file && path.join(root, `${file}.br`);
    if (br && existsSync(br)) bytes += statSync(br).size;
    else if (file && existsSync(path.join(root, file))) bytes += statSync(path.join(root, file)).size;
  }
  return bytes / 1024;
}

/** the portal of the checkout at `root` (its api, its built files) on a free port, with the demo data */
async function startPortal(options: { behindNginx: boolean; root: string }) {
  const { root } = options;
  if (!existsSync(path.join(root, 'shell/dist/index.html'))) throw new Error(`${root}/shell/dist is missing: run \`npm run build\` there first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_ROOT: root, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port) };
  delete env.DATABASE_URL;
  // behind nginx as in production (Dockerfile, compose, start:cluster): nginx is one trusted hop, so
  // the per-address login limits count the client's address (X-Forwarded-For), not nginx's
  if (options.behindNginx) env.TRUST_PROXY = '1';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 240) throw new Error(`the portal did not start:\n${log}`);
    const ok = await fetch(`${url}/portal.config.json`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's own CLI in plain Node: under tsx its page functions lose their names (`__name`). */
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  environment: { benchmarkIndex: number };
}

function audit(url: string, port: number, root = ROOT): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet', `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`Lighthouse failed on ${url}: ${err.message}\n${stderr}`));
        try {
          const lhr = JSON.parse(stdout) as Lhr;
          if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), stdout);
          resolve(figures(url, lhr, root));
        } catch (e) {
          reject(e);
        }
      },
    );
  });
}

/**
 * Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP...: "Please run
 * Lighthouse again"): such a run is tried once more; any other failure, or a second one, stops the bench.
 */
async function auditOnceMore(url: string, port: number, root: string): Promise<Run> {
  try {
    return await audit(url, port, root);
  } catch (e) {
    if (!/run Lighthouse again/i.test(String(e))) throw e;
    console.warn(`  (Lighthouse could not record a run of ${new URL(url).pathname}; trying it once more)`);
    return audit(url, port, root);
  }
}

function figures(url: string, lhr: Lhr, root: string): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not logged in?)`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url: string }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.url);
  return {
    score: lhr.categories.performance.score ?? 0,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    fcp: num('first-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    kib: num('total-byte-weight') / 1024,
    jsKib: brotliKib(scripts, root),
    scripts: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    serverMs: Math.max(0, ...((lhr.audits['network-server-latency']?.details as { items?: { serverResponseTime?: number }[] } | undefined)?.items ?? []).map((o) => o.serverResponseTime ?? 0)),
  };
}

/** Chromium's installability errors on a participant's home (none: installable), once logIn has asked */
let installable: string[] | null = null;

/** logs `who` in through a page of the browser Lighthouse drives (the session lives in IndexedDB) */
async function logIn(base: string, port: number, who: Exclude<Person, null>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // whoever was logged in before is forgotten: the session, and every cached answer
    const cdp = await context.newCDPSession(page);
    await startSession(page, base, who);
    // Chromium's own verdict on installing the portal from the home (Lighthouse 12 has no
    // installability audit): what Chrome asks before offering to install, once the page has
    // named its manifest (after load, shell/src/offline/register.ts)
    if (who === 'participant') {
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 30_000 });
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      installable = installabilityErrors.map((e) => e.errorId);
    }
    // the home registers the portal's service worker once idle; a cold load is measured
    // without it (and without its copies), as a phone's first visit is
    await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await page.close();
  } finally {
    // drops playwright's connection only; the browser Lighthouse drives keeps running
    await browser.close();
  }
}

/** one portal the run measures: this checkout's, or the baseline's (LIGHTHOUSE_BASELINE) */
interface Target {
  /** 'before' (the baseline) or 'after' (this checkout) when two are measured; null alone */
  name: 'before' | 'after' | null;
  root: string;
  portal: Awaited<ReturnType<typeof startPortal>>;
  /** where Lighthouse and the logins open the pages */
  base: string;
  pages: Page[];
  loggedIn: Person;
  rows: { page: Page; runs: Run[] }[];
}

async function main() {
  const targets: Target[] = [];
  let edge: Edge | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let moves: MovesAndTyping | null = null;
  try {
    for (const [name, root] of BASELINE ? ([['before', BASELINE], ['after', ROOT]] as const) : ([[null, ROOT]] as const)) {
      const portal = await startPortal({ behindNginx: EDGE === 'https', root });
      targets.push({ name, root, portal, base: portal.url, pages: [], loggedIn: null, rows: [] });
    }
    if (EDGE === 'https') {
      edge = await startEdge({ upstreams: [new URL(targets[0].portal.url).host], tls: true });
      targets[0].base = edge.https?.url ?? targets[0].base;
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // nginx's certificate is made for the run (self-signed)
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...(edge ? ['--ignore-certificate-errors'] : [])],
    });
    for (const target of targets) {
      const ids = await demoIds(target.portal.dataDir);
      target.pages = BENCH_PAGES.map((p) => ({ ...p, path: withIds(p.path, ids) })).filter((p) => !ONLY || ONLY.some((only) => p.path.startsWith(only)));
    }
    // the machine's speed, once: the median of throw-away runs of the login page (nobody need be
    // logged in; one run's index alone moves by half on a busy machine)
    for (let i = 0; i < CALIBRATION_RUNS; i++) {
      await audit(`${targets[0].base}/auth/login-page`, chrome.port, targets[0].root).then(
        (r) => calibrationIndexes.push(r.benchmarkIndex),
        (e) => console.warn(`  (a calibration run failed: ${String(e).split('\n')[0]})`),
      );
    }
    calibrationIndex = calibrationIndexes.length ? median(calibrationIndexes) : NaN;
    cpuSlowdown = cpuSlowdownFor(calibrationIndex);
    // each page's runs in turn on every portal measured, so a busier moment weighs on both alike
    for (let p = 0; p < targets[0].pages.length; p++) {
      const runs = targets.map(() => [] as Run[]);
      for (let i = 0; i < RUNS; i++) {
        for (const [t, target] of targets.entries()) {
          const page = target.pages[p];
          if (page.who && page.who !== target.loggedIn) {
            await logIn(target.base, chrome.port, page.who);
            target.loggedIn = page.who;
          }
          runs[t].push(await auditOnceMore(`${target.base}${page.path}`, chrome.port, target.root));
        }
      }
      targets.forEach((target, t) => target.rows.push({ page: target.pages[p], runs: runs[t] }));
    }
    // the in-app moves and the sale form's interactions (tools/perf/bench-moves-lib.ts), on this
    // checkout's portal, after the cold loads; left out for a quick look at some pages (LIGHTHOUSE_PAGES)
    if (!ONLY && !BASELINE) moves = await measureMovesAndTyping(targets[0].portal.url, { runs: RUNS });
  } finally {
    chrome?.kill();
    await edge?.stop(5_000);
    for (const target of targets) await target.portal.stop();
  }

  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const calibrated = Number.isFinite(calibrationIndex) ? `calibrated to this machine's benchmarkIndex ${calibrationIndex.toFixed(0)}` : "Lighthouse's default: the benchmarkIndex was not measured";
  console.log(`Lighthouse ${RUNS}x per page (mobile preset, simulated throttling; median); CPU slowdown ${cpuSlowdown}x (${calibrated})`);
  console.log(
    EDGE === 'https'
      ? `  served: HTTPS + HTTP/2 by nginx (deploy/nginx.conf) in front of the api (LIGHTHOUSE_EDGE=https)${moves ? '; the moves and typing: the api itself' : ''}`
      : '  served: HTTP/1.1 by the api itself (npm start)',
  );
  if (BASELINE) console.log(`  before: ${BASELINE}; after: ${ROOT}; each page's runs taken in turn on both, in one run`);
  console.log(`  goals: score >= ${GOAL.score}, LCP < ${ms(GOAL.lcpMs)}, TBT < ${GOAL.tbtMs} ms, CLS < ${GOAL.cls}; JS (brotli) within the page's budget`);
  const label = BASELINE ? '        ' : '';
  console.log(`  ${label}page                              who          score  LCP      TBT      CLS    FCP      JS (budget)          scripts  CPU (index)    runs (score, LCP s, server ms)`);
  let failed = false;
  const rowsInTurn = targets[0].rows.flatMap((_, i) => targets.map((target) => ({ target, row: target.rows[i] })));
  for (const { target, row: { page, runs } } of rowsInTurn) {
    const m = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      fcp: median(runs.map((r) => r.fcp)),
      jsKib: median(runs.map((r) => r.jsKib)),
      scripts: median(runs.map((r) => r.scripts)),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    };
    const budget = JS_BUDGET_KIB[page.budget];
    const ok = m.score >= GOAL.score && m.lcp < GOAL.lcpMs && m.tbt < GOAL.tbtMs && m.cls < GOAL.cls && m.jsKib <= budget;
    // the baseline is measured against this checkout's budgets, and what it misses is no failure of this one
    if (!ok && target.name !== 'before') failed = true;
    console.log(
      `  ${target.name ? target.name.padEnd(8) : ''}${page.path.padEnd(33)} ${(page.who ?? '-').padEnd(12)} ${m.score.toFixed(2).padEnd(6)} ${ms(m.lcp).padEnd(8)} ${`${m.tbt.toFixed(0)} ms`.padEnd(8)} ${m.cls.toFixed(3).padEnd(6)} ${ms(m.fcp).padEnd(8)} ${`${m.jsKib.toFixed(0)} KiB (${budget})`.padEnd(20)} ${String(m.scripts).padEnd(8)} ${`${cpuSlowdown}x (${m.benchmarkIndex.toFixed(0)})`.padEnd(14)} ${runs.map((r) => `${r.score.toFixed(2)}/${(r.lcp / 1000).toFixed(2)}/${r.serverMs.toFixed(0)}`).join(' ')}${ok ? '' : '   (misses a goal)'}`,
    );
  }
  if (installable) console.log(`  /admin/home installable (Chromium's Page.getInstallabilityErrors): ${installable.length === 0 ? 'yes' : `no: ${installable.join(', ')}`}`);
  if (installable?.length) failed = true;
  const allRuns = targets.flatMap((target) => target.rows.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)));
  console.log(`  machine: Lighthouse benchmarkIndex ${calibrationIndex.toFixed(0)} before the pages (median of ${calibrationIndexes.map((i) => i.toFixed(0)).join(', ') || 'no run'}), ${median(allRuns).toFixed(0)} over their runs; CPU times are observed ones x${cpuSlowdown} (Lighthouse's CPU slowdown calculator, bounded to 1-20x; a machine busier in the runs than at the calibration reads as a slower phone)`);
  console.log("  server ms: Lantern's server time, added to each simulated request; here mostly the browser's CPU beside the api's on two cores");
  if (moves) printMoveFigures(moves);
  // a figure, not an assert: a slow machine must not fail the bench chain; the lines say which page misses
  if (failed) console.log('  at least one page misses a goal');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
