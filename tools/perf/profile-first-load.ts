// npm run profile:first-load [-- /admin/products] : where a phone's CPU goes on a cold
// load of a page of a logged-in participant. Companion of bench:lighthouse, which says how long; this
// says on what. Chromium (Debian's) with a 4x slower CPU, as Lighthouse's mobile preset assumes; a
// fresh browser with the session copied in (IndexedDB), so nothing is compiled or cached yet; V8's
// sampling profiler over the load and 5 s after it; each sample's place in the built files mapped
// back through their source maps to the package or source file it came from.
//
// Prints: the main thread's tasks over 50 ms (what Lighthouse's TBT counts: each one's time above
// 50 ms), then the CPU time by origin (a package of node_modules, or our own source folder).
// PROFILE_DETAIL=<part of an origin> (e.g. runtime-core) adds that origin's busiest functions, each
// with its source file and line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { createProofStore, DEMO, DEMO_PASSWORD, startPortal } from '@portal/api/testing';

const ROOT = path.resolve(__dirname, '../..');
const PAGE = process.argv[2] ?? '/admin/home';
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

const DETAIL = process.env.PROFILE_DETAIL;

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(urlPath: string): SourceMapConsumer | null {
  const relative = urlPath.split('?')[0].replace(/^\/remotes\/(\w+)\//, 'remote-$1/dist/').replace(/^\/(?!remote-)/, 'shell/dist/');
  const file = path.join(ROOT, relative);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  return maps.get(file)!;
}

/** 'react-dom', '@tanstack/query-core', 'shared-ui/src/forms', or the file itself when unmapped */
function originOf(url: string, line: number, column: number): string {
  const urlPath = url.replace(/^https?:\/\/[^/]+/, '');
  const source = mapOf(urlPath)?.originalPositionFor({ line: line + 1, column }).source;
  if (!source) return `${urlPath.split('?')[0]} (not mapped)`;
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
  }
  return clean.split('/').slice(0, 3).join('/');
}

async function main() {
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('shell/dist is missing: run `npm run build` first.');
  const store = await createProofStore('sqlite', undefined, 'profile');
  const portal = await startPortal(store, { LOG_LEVEL: 'warn' });
  const browsers: Browser[] = [];
  try {
    // log in once, keep the session (IndexedDB), and start over in a browser that has seen nothing
    const first = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
    browsers.push(first);
    const login = await (await first.newContext({ viewport: VIEWPORT })).newPage();
    await login.goto(`${portal.base}/auth/login-page`);
    await login.getByLabel('Número de identificación').fill(DEMO.participantA);
    await login.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await login.waitForURL('**/admin/home');
    const storageState = await login.context().storageState({ indexedDB: true });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
    browsers.push(browser);
    const page = await (await browser.newContext({ viewport: VIEWPORT, storageState })).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const events: { name: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as typeof events)));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${portal.base}${PAGE}`);
    await page.waitForTimeout(5000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;

    // every sample: when (the trace's clock), how long, and where from
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const samples: { at: number; ms: number; origin: string }[] = [];
    const detail = new Map<string, number>();
    let clock = profile.startTime;
    profile.samples!.forEach((id, i) => {
      clock += profile.timeDeltas![i] ?? 0;
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const origin = frame.url ? originOf(frame.url, frame.lineNumber, frame.columnNumber) : `${frame.functionName} (browser)`;
      const ms = (profile.timeDeltas![i + 1] ?? 0) / 1000;
      samples.push({ at: clock, ms, origin });
      if (DETAIL && origin.includes(DETAIL)) {
        const urlPath = frame.url.replace(/^https?:\/\/[^/]+/, '');
        const at = mapOf(urlPath)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
        const where = `${frame.functionName || '(anonymous)'} ${at?.source?.replace(/^.*node_modules\//, '') ?? urlPath}:${at?.line ?? frame.lineNumber + 1}`;
        detail.set(where, (detail.get(where) ?? 0) + ms);
      }
    });
    const byOrigin = (from = -Infinity, to = Infinity) => {
      const sums = new Map<string, number>();
      for (const x of samples) if (x.at >= from && x.at <= to) sums.set(x.origin, (sums.get(x.origin) ?? 0) + x.ms);
      return [...sums].sort((a, b) => b[1] - a[1]);
    };

    const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    // the page's main thread: of the renderers' main threads, the busiest
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
    const busy = (thread: string) => events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread).reduce((sum, e) => sum + (e.dur ?? 0), 0);
    const mainThread = mains.sort((a, b) => busy(b) - busy(a))[0];
    const tasks = events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === mainThread && (e.dur ?? 0) > 50_000);
    console.log(`${PAGE}, cold load, CPU ${CPU_SLOWDOWN}x slower: main-thread tasks over 50 ms`);
    let blocking = 0;
    for (const task of tasks) {
      blocking += task.dur! / 1000 - 50;
      const inner = events
        .filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e.name !== 'RunTask' && (e.dur ?? 0) > 10_000)
        .slice(0, 2)
        .map((e) => `${e.name} ${(e.dur! / 1000).toFixed(0)} ms`);
      const origins = byOrigin(task.ts, task.ts + task.dur!).slice(0, 4).map(([o, ms]) => `${o} ${ms.toFixed(0)}`);
      console.log(`  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${[...inner, ...origins].join(', ')}`);
    }
    console.log(`  sum of the time above 50 ms: ${blocking.toFixed(0)} ms (Lighthouse's TBT counts it from the first paint on)`);

    console.log('CPU time by origin (ms, at the slower CPU)');
    for (const [origin, ms] of byOrigin().slice(0, 25)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${origin}`);
    if (DETAIL) {
      console.log(`the busiest functions of ${DETAIL} (ms, self time at the slower CPU)`);
      for (const [where, ms] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(1).padStart(6)}  ${where}`);
    }
  } finally {
    for (const b of browsers) await b.close();
    await portal.stop();
    await store.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
