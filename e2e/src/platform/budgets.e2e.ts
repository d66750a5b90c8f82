// The JavaScript budgets (tools/perf/pages.ts JS_BUDGET_KIB, docs/performance.md "Budgets and goals"): each page
// of the speed list, loaded as a phone's first visit (its own browser context: an empty HTTP cache,
// no service worker), with the page's person logged in as the Lighthouse bench logs them in, downloads
// no more JavaScript than its budget. Counted in bytes as they crossed the wire (brotli, as the api
// serves the built files' .br copies): unlike the bench's timings, the same on any machine, so a page
// that outgrows its budget fails here, in CI. The table of every page is printed after the tests.
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Request } from 'playwright-core';
import { JS_BUDGET_KIB, PAGES, demoIds, startSession, withIds, type DemoIds, type PerfPage } from '../../../tools/perf/pages';
import { VIEWPORTS, usePortal } from '../harness';

const e2e = usePortal();

/** how long no request of the page may be in flight for its load to count as over */
const QUIET_MS = 500;
/** how long a page may take to draw its screen and go quiet */
const LOAD_LIMIT_MS = 30_000;

interface Script {
  /** its address' path */
  file: string;
  /** the response's body as it crossed the network (encoded: brotli when the api has a .br copy) */
  bytes: number;
}

interface Measured {
  page: PerfPage;
  path: string;
  bytes: number;
  /** largest first */
  scripts: Script[];
}

const kib = (bytes: number) => bytes / 1024;
const who = (page: PerfPage) => page.who ?? 'nobody logged in';

/** the built file the portal serves at `file` (its web root: shell/dist, remote-<name>/dist) */
function builtFile(file: string): string {
  const relative = file.startsWith('/remotes/') ? file.replace(/^\/remotes\/(\w+)\//, 'remote-$1/dist/') : `shell/dist${file}`;
  return path.join(e2e.portal.webRoot, relative);
}

/**
 * A cold load of `entry`: a context of its own; its person logged in through the login form
 * (tools/perf/pages.ts startSession, the bench's); then the HTTP cache emptied, as Lighthouse does
 * before each run, leaving the session (IndexedDB). The scripts the page requests until its screen is
 * drawn and the network is quiet are what it downloads; the next page's files a page prefetches once
 * idle (link rel=prefetch, fetched and not run) count for that page, not this one.
 */
async function measure(entry: PerfPage, ids: DemoIds): Promise<Measured> {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (entry.who) {
      await startSession(page, e2e.portal.url, entry.who);
      // the home the login opened ends here: once idle, it would fetch the next page's files into the cache
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    const scripts: Promise<Script>[] = [];
    const failed: string[] = [];
    const inFlight = new Set<Request>();
    let lastChange = Date.now();
    page.on('request', (request) => {
      inFlight.add(request);
      lastChange = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight.delete(request);
      lastChange = Date.now();
      if (request.resourceType() !== 'script') return;
      const file = new URL(request.url()).pathname;
      scripts.push(request.sizes().then((sizes) => ({ file, bytes: sizes.responseBodySize })));
    });
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      lastChange = Date.now();
      if (request.resourceType() === 'script') failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
    });

    const pagePath = withIds(entry.path, ids);
    await page.goto(`${e2e.portal.url}${pagePath}`);
    await page.getByRole('heading', { name: entry.screen, exact: true }).first().waitFor({ timeout: LOAD_LIMIT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_LIMIT_MS });
    // networkidle is once per load: requests the drawn screen starts after it are waited for here
    const deadline = Date.now() + LOAD_LIMIT_MS;
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      assert.ok(Date.now() < deadline, `${pagePath}: the network is still busy ${LOAD_LIMIT_MS / 1000} s after the screen was drawn: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(new URL(page.url()).pathname, pagePath, `${pagePath} (${who(entry)}) stays on its own address (not sent to the login page)`);
    assert.deepEqual(failed, [], `${pagePath}: every script arrives`);

    const measured = (await Promise.all(scripts)).sort((a, b) => b.bytes - a.bytes);
    assert.ok(measured.length > 0, `${pagePath}: the page runs scripts`);
    // a cold load: every script crossed the network, none came from a cache
    assert.deepEqual(measured.filter((s) => s.bytes <= 0).map((s) => s.file), [], `${pagePath}: every script downloaded, none from a cache`);
    // the measure is the encoded size: a file the api serves from its .br copy counts that copy's bytes
    for (const script of measured) {
      const br = `${builtFile(script.file)}.br`;
      if (existsSync(br)) assert.equal(script.bytes, statSync(br).size, `${script.file} counts the bytes of its .br copy`);
    }
    return { page: entry, path: pagePath, bytes: measured.reduce((sum, s) => sum + s.bytes, 0), scripts: measured };
  } finally {
    await context.close();
  }
}

function printTable(measured: Map<PerfPage, Measured>) {
  const lines = ['JavaScript budgets: a cold load of each page, brotli as served (KiB = 1024 bytes)'];
  lines.push(`  ${'page'.padEnd(34)} ${'who'.padEnd(12)} ${'JS KiB'.padStart(7)}  ${'budget'.padEnd(15)} scripts  largest`);
  for (const page of PAGES) {
    const m = measured.get(page);
    const budget = JS_BUDGET_KIB[page.budget];
    const figure = m ? kib(m.bytes).toFixed(1) : '-';
    const verdict = !m ? '   (not measured)' : kib(m.bytes) > budget ? '   OVER BUDGET' : '';
    const largest = m ? `${m.scripts[0].file} ${kib(m.scripts[0].bytes).toFixed(1)}` : '';
    lines.push(`  ${(m?.path ?? page.path).padEnd(34)} ${(page.who ?? '-').padEnd(12)} ${figure.padStart(7)}  ${`${budget} (${page.budget})`.padEnd(15)} ${String(m?.scripts.length ?? '-').padEnd(8)} ${largest}${verdict}`);
  }
  console.log(lines.join('\n'));
}

describe('JavaScript budgets: what a cold load of each page downloads, brotli as served', () => {
  let ids: DemoIds;
  const measured = new Map<PerfPage, Measured>();
  before(async () => {
    ids = await demoIds(e2e.portal.dataDir);
  });
  after(() => printTable(measured));

  // one browser (usePortal's), one context after another: the pages' loads never share the CPU
  for (const entry of PAGES) {
    const budget = JS_BUDGET_KIB[entry.budget];
    it(`${entry.path} (${who(entry)}) downloads at most ${budget} KiB of JavaScript`, async () => {
      const m = await measure(entry, ids);
      measured.set(entry, m);
      const largest = m.scripts.slice(0, 5).map((s) => `${s.file} ${kib(s.bytes).toFixed(1)} KiB`).join(', ');
      assert.ok(
        kib(m.bytes) <= budget,
        `${m.path} (${who(entry)}) downloads ${kib(m.bytes).toFixed(1)} KiB of JavaScript (brotli, as served), over its budget of ${budget} KiB ("${entry.budget}", tools/perf/pages.ts JS_BUDGET_KIB); ${m.scripts.length} scripts, the largest: ${largest}`,
      );
    });
  }
});
