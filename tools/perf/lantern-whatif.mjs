// npm run profile:whatif -- http://127.0.0.1:8080 /admin/invoices-list main.js=90% remotes/=300,bootstrap=50% cpu=2x
// What Lighthouse's simulated LCP of a page would be if some of its files were smaller,
// or the phone's CPU faster, before anyone builds them so. It loads the page once with Lighthouse
// (mobile preset, logged in as the demo participant, WHO=<identification number> for another person,
// on a portal already running at the address given), keeps what Lighthouse gathered, then scores it
// again for each scenario: every argument after the path is one scenario, a comma-separated list of
// `<part of a file's address>=<bytes>` or `=<percent>%`, applied to the bytes each matching response
// carried, and `cpu=<n>x`, Lantern's CPU slowdown for that scenario instead of the preset's 4x (every
// task of the load counted n times as long). The page's code, tasks and order stay as observed; only
// Lantern's simulated downloads and task lengths change. `drop=<part of a file's address>` leaves every
// request whose address contains it out of the load, as if the page had never asked for it (a file
// inlined or no longer needed: "what is one request fewer worth"); the tasks that read it stay.
// Read it as "how much is this file's size (or this much CPU) worth", not as a measurement:
// `npm run bench:lighthouse` is that.
import lighthouse from 'lighthouse';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchSignedIn } from './lighthouse-chrome.mjs';

const USAGE = 'usage: npm run profile:whatif -- <portal address> <path> [file=bytes|file=percent%|drop=file|cpu=<n>x[,...]] ...';
/** `main.js=90%,remotes/=300,cpu=2x` -> rules; a file matches the first rule whose text its address contains */
function rulesOf(scenario) {
  return scenario.split(',').filter(Boolean).map((edit) => {
    const cpu = /^cpu=(\d+(?:\.\d+)?)x$/.exec(edit);
    if (cpu) {
      if (!(Number(cpu[1]) > 0)) throw new Error(`a CPU slowdown above 0 is needed: ${edit}`);
      return { cpuSlowdown: Number(cpu[1]) };
    }
    if (edit.startsWith('drop=')) {
      if (edit.length === 'drop='.length) throw new Error(`a part of a file's address is needed: ${edit}`);
      return { part: edit.slice('drop='.length), drop: true };
    }
    const at = edit.lastIndexOf('=');
    const [part, size] = [edit.slice(0, at), edit.slice(at + 1)];
    if (!part || !/^\d+(\.\d+)?%?$/.test(size)) throw new Error(`not <file>=<bytes>, <file>=<percent>% or cpu=<n>x: ${edit}`);
    return size.endsWith('%') ? { part, ratio: Number(size.slice(0, -1)) / 100 } : { part, bytes: Number(size) };
  });
}

const [base, pagePath, ...scenarios] = process.argv.slice(2);
/** every scenario read before the page is loaded: a mistyped one costs no Lighthouse run */
let planned;
try {
  if (!base || !pagePath) throw new Error('an address and a path are needed');
  planned = scenarios.map((scenario) => ({ scenario, rules: rulesOf(scenario) }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), 'lantern-whatif-'));
const gathered = join(work, 'gathered');

const chrome = await launchSignedIn(base);
try {
  await lighthouse(`${base}${pagePath}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', gatherMode: gathered });
} finally {
  await chrome.kill();
}

/** Lighthouse's figures for the gathered load with the responses the rules name made smaller or larger */
async function scoreWith(rules) {
  const dir = join(work, 'scenario');
  rmSync(dir, { recursive: true, force: true });
  cpSync(gathered, dir, { recursive: true });
  const logFile = join(dir, 'defaultPass.devtoolslog.json');
  const log = JSON.parse(readFileSync(logFile, 'utf8'));
  const urlOf = new Map();
  const carried = new Map();
  for (const { method, params } of log) {
    if (method === 'Network.requestWillBeSent') urlOf.set(params.requestId, params.request.url);
    if (method === 'Network.loadingFinished') carried.set(params.requestId, params.encodedDataLength);
  }
  const fileRules = rules.filter((r) => r.part && !r.drop);
  /** the file rules that matched a response: one that matched none is named beside the figures */
  const matched = new Set();
  /** the requests a `drop=` rule takes out of the load: every event of theirs leaves the log */
  const dropped = new Set();
  for (const rule of rules.filter((r) => r.drop)) {
    for (const [id, url] of urlOf) if (url.includes(rule.part)) (dropped.add(id), matched.add(rule));
  }
  if (dropped.size) log.splice(0, log.length, ...log.filter(({ params }) => !dropped.has(params?.requestId)));
  for (const { method, params } of log) {
    if (method !== 'Network.loadingFinished' && method !== 'Network.dataReceived') continue;
    const url = urlOf.get(params.requestId);
    const rule = url && fileRules.find((r) => url.includes(r.part));
    if (!rule) continue;
    const ratio = rule.ratio ?? rule.bytes / Math.max(1, carried.get(params.requestId) ?? 1);
    params.encodedDataLength = Math.round(params.encodedDataLength * ratio);
    matched.add(rule);
  }
  writeFileSync(logFile, JSON.stringify(log));
  // Lighthouse refuses to audit with settings other than those it gathered with, so a CPU scenario
  // writes its slowdown into both: the gathered settings kept in artifacts.json and the audit's
  const cpu = rules.findLast((r) => r.cpuSlowdown);
  let config;
  if (cpu) {
    const artifactsFile = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpu.cpuSlowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    config = { extends: 'lighthouse:default', settings: { throttling: artifacts.settings.throttling } };
  }
  const { lhr } = await lighthouse(`${base}${pagePath}`, { onlyCategories: ['performance'], logLevel: 'error', auditMode: dir }, config);
  return { lhr, unmatched: rules.filter((r) => r.part && !matched.has(r)).map((r) => r.part) };
}

const row = (label, lhr) =>
  `${label.padEnd(44)} LCP ${String(Math.round(lhr.audits['largest-contentful-paint'].numericValue)).padStart(5)} ms  TBT ${String(Math.round(lhr.audits['total-blocking-time'].numericValue)).padStart(4)} ms  score ${lhr.categories.performance.score.toFixed(2)}`;
console.log(row(`${pagePath} as gathered`, (await scoreWith([])).lhr));
for (const { scenario, rules } of planned) {
  const { lhr, unmatched } = await scoreWith(rules);
  console.log(row(scenario, lhr), unmatched.length ? `(no file matched: ${unmatched.join(', ')})` : '');
}
rmSync(work, { recursive: true, force: true });
process.exit(0);
