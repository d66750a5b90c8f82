// node --import tsx tools/perf/bench-moves.ts: what a participant's phone feels once the portal
// is open, where bench:lighthouse only sees cold loads. Two figures, in Chromium with the CPU 4x
// slower (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes) at a phone's
// size (412x823, that preset's screen):
//   - each move through the participant's menu from the home, on the first visit of the page and on
//     a second one: whether a new document was loaded, and the longest main-thread task from the
//     tap to the paint that shows the page (goals: no document loaded; a page already visited in
//     less than 100 ms);
//   - typing the invoice number of 'Ingresar Venta' like a person, and adding a tire line: the
//     longest main-thread task of each, and the Event Timing API's longest event (goal: every task
//     under 50 ms).
// How each is measured: tools/perf/bench-moves-lib.ts. Each figure is the median of 3 runs
// (BENCH_MOVES_RUNS=1 for a quick look); BENCH_MOVES_VIEWPORT=1366x900 measures a desktop instead;
// BENCH_MOVES_TRACE_DIR=<folder> keeps the traces.
//
// The portal is started as `npm start` serves it (api/src/main.ts with demo data and a temporary
// SQLite database), from a copy of the built front ends taken at the start (shell/dist and the
// three remotes' dist in a temporary WEB_ROOT), so a rebuild of the real folders meanwhile changes
// nothing under the bench's feet. It does not build: run `npm run build` first.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@portal/api/testing';
import { measureMovesAndTyping, printMoveFigures } from './bench-moves-lib';

const ROOT = path.resolve(__dirname, '../..');
/** what the api serves under WEB_ROOT (api/src/web/frontends.ts): the shell's build and each remote's */
const BUILT = ['shell/dist', 'remote-participant/dist', 'remote-admin/dist', 'remote-review/dist'];

/** how many times the whole visit is measured, each figure the median (BENCH_MOVES_RUNS=1 for a quick look) */
const RUNS = Number(process.env.BENCH_MOVES_RUNS ?? 3);
/** another screen than the phone's, e.g. BENCH_MOVES_VIEWPORT=1366x900 (a desktop: the sidebar always shown) */
const VIEWPORT = (() => {
  const match = /^(\d+)x(\d+)$/.exec(process.env.BENCH_MOVES_VIEWPORT ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
})();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** every built file a page or a manifest names: a copy taken in the middle of a rebuild misses some */
function missingFiles(webRoot: string): string[] {
  const missing: string[] = [];
  const need = (file: string) => {
    if (!existsSync(file)) missing.push(path.relative(webRoot, file));
  };
  const shell = path.join(webRoot, 'shell/dist');
  need(path.join(shell, 'index.html'));
  for (const page of readdirSync(shell).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(shell, page), 'utf8');
    for (const [, url] of html.matchAll(/(?:src|href)=["']?(\/[^"'\s>]+)/g)) {
      const file = url.split('?')[0];
      if (/\.(js|css)$/.test(file)) need(path.join(shell, file));
    }
  }
  for (const dist of BUILT.slice(1).map((d) => path.join(webRoot, d))) {
    const manifest = path.join(dist, 'mf-manifest.json');
    need(manifest);
    need(path.join(dist, 'screens.json'));
    if (!existsSync(manifest)) continue;
    const names = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === 'string' && /^[\w./-]+\.(js|css)$/.test(v)) names.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    try {
      walk(JSON.parse(readFileSync(manifest, 'utf8')));
    } catch {
      missing.push(`${path.relative(webRoot, manifest)} (not JSON)`);
    }
    for (const name of names) need(path.join(dist, name));
  }
  return missing;
}

/** a copy of the built front ends in a fresh folder; taken again (up to 5 times) while it is incomplete */
async function copyBuilt(): Promise<string> {
  for (const dir of BUILT) {
    if (!existsSync(path.join(ROOT, dir))) throw new Error(`${dir} is missing: run \`npm run build\` first.`);
  }
  for (let attempt = 1; ; attempt++) {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-moves-web-'));
    try {
      // source maps are never asked for by the pages: left out
      for (const dir of BUILT) cpSync(path.join(ROOT, dir), path.join(webRoot, dir), { recursive: true, preserveTimestamps: true, filter: (src) => !/\.map(\.br|\.gz)?$/.test(src) });
    } catch (err) {
      rmSync(webRoot, { recursive: true, force: true });
      if (attempt >= 5) throw new Error(`could not copy the built front ends (a build running?): ${String(err)}`);
      await sleep(10_000);
      continue;
    }
    const missing = missingFiles(webRoot);
    if (missing.length === 0) return webRoot;
    rmSync(webRoot, { recursive: true, force: true });
    if (attempt >= 5) throw new Error(`the built front ends stay incomplete (a build running?); missing: ${missing.slice(0, 10).join(', ')}`);
    console.warn(`  (the built front ends are incomplete, a build running? missing: ${missing.slice(0, 3).join(', ')}; copying again in 10 s)`);
    await sleep(10_000);
  }
}

/** which build is measured: the shell's page's time, each remote's release (its screens.json) */
function buildOf(webRoot: string): string {
  const shell = statSync(path.join(webRoot, 'shell/dist/index.html')).mtime.toISOString();
  const releases = BUILT.slice(1).map((dir) => {
    let release = '?';
    try {
      release = String((JSON.parse(readFileSync(path.join(webRoot, dir, 'screens.json'), 'utf8')) as { release?: unknown }).release ?? '?');
    } catch {
      // named '?'
    }
    return `${dir.replace(/\/dist$/, '')} ${release}`;
  });
  return `shell/dist of ${shell}; ${releases.join(', ')}`;
}

/** as tools/perf/bench-lighthouse.ts starts it, with WEB_ROOT on the copy and every folder of its own */
async function startPortal(webRoot: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-moves-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_ROOT: webRoot, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port) };
  // SQLite in DATA_DIR; storage, outbox and releases under it too; the remotes from WEB_ROOT
  for (const name of ['DATABASE_URL', 'STORAGE_DIR', 'OUTBOX_DIR', 'RELEASES_DIR', 'REMOTE_URL_PARTICIPANT', 'REMOTE_URL_ADMIN', 'REMOTE_URL_REVIEW', 'NODE_OPTIONS']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => (log = (log + d).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 240) {
      await stop();
      throw new Error(`the portal did not start:\n${log}`);
    }
    const ok = await fetch(`${url}/portal.config.json`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(250);
  }
  return { url, stop };
}

/** what an interrupted run (Ctrl-C) still has to undo: the portal, the temporary folders */
const cleanups: (() => Promise<void> | void)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(cleanups.reverse().map((c) => c())).then(() => process.exit(130));
  });
}

async function main() {
  const webRoot = await copyBuilt();
  const removeWebRoot = () => rmSync(webRoot, { recursive: true, force: true });
  cleanups.push(removeWebRoot);
  try {
    const portal = await startPortal(webRoot);
    cleanups.push(portal.stop);
    try {
      const result = await measureMovesAndTyping(portal.url, { chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', runs: RUNS, viewport: VIEWPORT });
      console.log(`Front ends measured (copied at the start): ${buildOf(webRoot)}`);
      printMoveFigures(result);
    } finally {
      await portal.stop();
    }
  } finally {
    removeWebRoot();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
