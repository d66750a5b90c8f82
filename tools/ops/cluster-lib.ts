// Several api processes behind Debian's nginx, as a module: `npm run start:cluster`
// (tools/ops/cluster.ts), the cluster e2e (e2e/src/platform/cluster.e2e.ts) and `npm run bench:cluster` all start
// the same layout through startCluster():
//   - N processes of `node --import tsx api/src/main.ts` (what `npm start` runs), each on a port of
//     its own, all on the same DATABASE_URL (PostgreSQL), the same REDIS_URL and the same DATA_DIR,
//     so STORAGE_DIR (uploads) and OUTBOX_DIR are one folder every process reads and writes;
//   - nginx in front, run as a foreground child with its config, pid, logs and temp files in a temp
//     folder (never /etc/nginx): the site is deploy/nginx.conf, the same file docker-compose.yml
//     mounts, with its placeholders filled here.
// Each process is waited for on GET /api/health before the cluster is handed over. The nginx half
// is startEdge(), also used alone: `LIGHTHOUSE_EDGE=https npm run bench:lighthouse` puts it, with
// HTTPS and HTTP/2, in front of the bench's one api process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@portal/api/testing';
import { MAX_IMAGE_BYTES } from '@portal/contract';

export const ROOT = path.resolve(__dirname, '../..');
export const NGINX_SITE_TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf');
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const HEALTH_PATH = '/api/health';
/** the front ends `npm start` serves; each must be built (npm run build) */
const FRONT_ENDS = ['shell', 'remote-participant', 'remote-admin', 'remote-review'] as const;

export interface ClusterOptions {
  /** api processes (default 2) */
  processes?: number;
  /** PostgreSQL connection string shared by every process (required: SQLite is one machine's file) */
  databaseUrl: string;
  /** Redis shared by every process (default redis://127.0.0.1:6379) */
  redisUrl?: string;
  /** port nginx listens on (0 or unset: a free one) */
  port?: number;
  /** address nginx listens on (default 127.0.0.1) */
  host?: string;
  /** the shared DATA_DIR (uploads in DATA_DIR/storage, mail in DATA_DIR/outbox); default: a temp folder removed by stop() */
  dataDir?: string;
  /** extra environment for every api process (e.g. LOG_LEVEL, RATE_LIMIT_LOGIN) */
  env?: Record<string, string | undefined>;
  /** add `X-Upstream: <address of the process that answered>` to every answer (tests, benches, the dev cluster) */
  upstreamHeader?: boolean;
  /** nginx worker_processes (default 'auto') */
  nginxWorkers?: number | 'auto';
  /** where the api processes' output goes: a line prefix per process on this process's stdout/stderr, or kept for failure messages */
  output?: 'prefixed' | 'keep';
  /** refuse to start without the built front ends, as `npm start` needs them (default true; the api-only bench sets false) */
  requireFrontEnds?: boolean;
  /** how long each process may take to answer its health check (default 120 s) */
  startTimeoutMs?: number;
  /**
   * nginx also listens for HTTPS on a port of its own, with a self-signed certificate made
   * for the run (openssl), so a request that reaches nginx over TLS can be followed to the api (HSTS)
   */
  tls?: boolean;
}

export interface ApiProcess {
  index: number;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port>: the process itself, past nginx */
  base: string;
  child: ChildProcess;
  /** resolves once the process is gone */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** sends a signal (SIGKILL: dies at once with requests in flight; SIGTERM: finishes them first) */
  kill(signal?: NodeJS.Signals): void;
  /** the last 20 000 characters it printed */
  output(): string;
}

export interface Cluster {
  /** nginx's address: the portal as a person opens it */
  url: string;
  /** with `tls`: nginx's HTTPS address, and the certificate (PEM) a client trusts it by */
  https?: { url: string; certificate: string };
  processes: ApiProcess[];
  dataDir: string;
  storageDir: string;
  /** the folder of nginx's generated config, pid and logs */
  nginxDir: string;
  nginx: ChildProcess;
  /** what nginx wrote to its error log so far */
  nginxErrors(): string;
  /** graceful: nginx finishes the requests it holds, then every api process gets SIGTERM (SIGKILL after graceMs) */
  stop(graceMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


/** The nginx binary: on PATH, or where Debian puts it (/usr/sbin is not on every PATH). */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    if (!dir) continue;
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/**
 * nginx, installed from Debian's package when it is missing and we are root (the team's machines
 * and CI); otherwise an error that says how to install it.
 */
export function ensureNginx(log: (line: string) => void = (l) => console.log(l)): string {
  const found = findNginx();
  if (found) return found;
  const install = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx';
  if (process.getuid?.() !== 0) throw new Error(`nginx is not installed. Install Debian's package as root: ${install}`);
  log(`nginx is not installed: installing Debian's package (${install})`);
  const result = spawnSync('bash', ['-c', install], { stdio: 'inherit' });
  const installed = findNginx();
  if (result.status !== 0 || !installed) throw new Error(`Installing nginx failed (exit ${result.status}). Run as root: ${install}`);
  return installed;
}

/** The built front ends `npm start` serves; a clear error names what to build. */
export function requireBuiltFrontEnds(webRoot = ROOT): void {
  const missing = FRONT_ENDS.filter((dir) => !fs.existsSync(path.join(webRoot, dir, 'dist', 'index.html')));
  if (missing.length > 0) throw new Error(`${missing.map((d) => `${d}/dist`).join(', ')} missing: build the front ends first (npm run build).`);
}

function bytesOf(size: string): number {
  const m = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!m) throw new Error(`unreadable nginx size "${size}"`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(m[1]) * unit;
}

/**
 * deploy/nginx.conf with its placeholders filled. Also checks that its body limit still lets the
 * api's largest upload through (MAX_IMAGE_BYTES plus the form's fields), so the two cannot drift.
 */
export function renderSite(options: {
  upstreams: string[];
  listen: string;
  upstreamHeader: boolean;
  /** HTTPS too (with HTTP/2): nginx's `listen` value for it, and the certificate and key files */
  tls?: { listen: string; certificateFile: string; keyFile: string };
  template?: string;
}): string {
  const template = options.template ?? fs.readFileSync(NGINX_SITE_TEMPLATE, 'utf8');
  const limit = /^\s*client_max_body_size\s+(\S+);/m.exec(template);
  if (!limit) throw new Error(`${NGINX_SITE_TEMPLATE} sets no client_max_body_size`);
  if (bytesOf(limit[1]) < MAX_IMAGE_BYTES + 256 * 1024) {
    throw new Error(`${NGINX_SITE_TEMPLATE}: client_max_body_size ${limit[1]} is below the api's upload limit (${MAX_IMAGE_BYTES} bytes plus the form fields)`);
  }
  const values: Record<string, string> = {
    PORTAL_UPSTREAM_SERVERS: options.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=3s;`).join('\n    '),
    PORTAL_LISTEN: options.listen,
    PORTAL_UPSTREAM_HEADER: options.upstreamHeader ? 'add_header X-Upstream $upstream_addr always;' : '',
    PORTAL_TLS: options.tls
      ? `listen ${options.tls.listen} ssl http2; ssl_certificate ${options.tls.certificateFile}; ssl_certificate_key ${options.tls.keyFile};`
      : '',
  };
  const site = template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`${NGINX_SITE_TEMPLATE}: unknown placeholder ${whole}`);
    return values[name];
  });
  return site;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made in `dir` for one run (HTTPS
 * at nginx in the cluster e2e). openssl is Debian's, as nginx is.
 */
export function selfSignedCertificate(dir: string): { certificateFile: string; keyFile: string } {
  const certificateFile = path.join(dir, 'portal.crt');
  const keyFile = path.join(dir, 'portal.key');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', keyFile, '-out', certificateFile,
  ], { encoding: 'utf8' });
  if (made.error || made.status !== 0) {
    throw new Error(`openssl could not make the run's certificate (${made.error?.message ?? `exit ${made.status}`}): ${made.stderr ?? ''}\nInstall it as root: apt-get install -y openssl`);
  }
  return { certificateFile, keyFile };
}

/** The main nginx.conf around the site: everything nginx writes stays in `dir`. */
export function renderMain(dir: string, options: { workers: number | 'auto' }): string {
  const runAsRoot = process.getuid?.() === 0;
  return [
    '# generated by tools/ops/cluster-lib.ts: nginx in front of the api processes, all of its files in this folder',
    // as root, the workers drop to nobody (the temp folders below are theirs)
    runAsRoot ? 'user nobody nogroup;' : '',
    `worker_processes ${options.workers};`,
    'worker_rlimit_nofile 8192;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '    default_type application/octet-stream;',
    `    access_log ${path.join(dir, 'access.log')};`,
    `    client_body_temp_path ${path.join(dir, 'tmp', 'body')};`,
    `    proxy_temp_path ${path.join(dir, 'tmp', 'proxy')};`,
    `    fastcgi_temp_path ${path.join(dir, 'tmp', 'fastcgi')};`,
    `    uwsgi_temp_path ${path.join(dir, 'tmp', 'uwsgi')};`,
    `    scgi_temp_path ${path.join(dir, 'tmp', 'scgi')};`,
    `    include ${path.join(dir, 'site.conf')};`,
    '}',
    '',
  ].filter((l) => l !== '').join('\n');
}

function keepOutput(child: ChildProcess, label: string, mode: 'prefixed' | 'keep'): () => string {
  let kept = '';
  const onData = (stream: NodeJS.WriteStream) => {
    let partial = '';
    return (d: Buffer) => {
      const text = d.toString();
      kept = (kept + text).slice(-20_000);
      if (mode !== 'prefixed') return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) stream.write(`[${label}] ${line}\n`);
    };
  };
  child.stdout?.on('data', onData(process.stdout));
  child.stderr?.on('data', onData(process.stderr));
  return () => kept;
}

function exitPromise(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Starts one api process; it is in its own process group, so a terminal's Ctrl-C reaches only the cluster, which then stops it gracefully. */
export function spawnApi(index: number, port: number, env: NodeJS.ProcessEnv, mode: 'prefixed' | 'keep'): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = keepOutput(child, `api ${index + 1}`, mode);
  const exited = exitPromise(child);
  return {
    index,
    pid: child.pid!,
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    output,
  };
}

/** Waits for GET /api/health to answer 200 (database reachable; Redis 'ok', 'absent' or 'down'). */
export async function waitForHealth(proc: ApiProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let gone = false;
  void proc.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`api ${proc.index + 1} (port ${proc.port}) exited before it was healthy:\n${proc.output()}`);
    try {
      const res = await fetch(`${proc.base}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) });
      last = `${res.status} ${(await res.text()).slice(0, 200)}`;
      if (res.status === 200) return;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(250);
  }
  throw new Error(`api ${proc.index + 1} (port ${proc.port}) was not healthy within ${timeoutMs} ms (last answer: ${last}):\n${proc.output()}`);
}

/** The environment every api process shares; the variables that name one process (PORT, HOST) are set per process. */
export function sharedApiEnv(options: { databaseUrl: string; redisUrl: string; dataDir: string; env?: Record<string, string | undefined> }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // folders named by this shell would split what must be one: everything lives in the shared DATA_DIR
  delete env.STORAGE_DIR;
  delete env.OUTBOX_DIR;
  delete env.NODE_OPTIONS;
  Object.assign(env, {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    // one shared folder of uploads and one of mail (STORAGE_DIR, OUTBOX_DIR in api/src/config.ts)
    STORAGE_DIR: path.join(options.dataDir, 'storage'),
    OUTBOX_DIR: path.join(options.dataDir, 'outbox'),
    WEB_ROOT: env.WEB_ROOT ?? ROOT,
    // nginx is one trusted hop: the client's address is the one nginx puts in X-Forwarded-For, and
    // X-Forwarded-Proto says whether it came over HTTPS (HSTS)
    TRUST_PROXY: '1',
  });
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

async function waitForNginx(url: string, nginx: ChildProcess, errors: () => string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null || nginx.signalCode !== null) throw new Error(`nginx exited (${nginx.exitCode ?? nginx.signalCode}):\n${errors()}`);
    try {
      const res = await fetch(`${url}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`nginx did not answer ${url}${HEALTH_PATH} within ${timeoutMs} ms:\n${errors()}`);
}

/** SIGKILL to the child's whole process group (nginx's workers outlive a master killed alone). */
function killGroup(child: ChildProcess) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitPromise(child);
  child.kill(signal);
  const timer = setTimeout(() => killGroup(child), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface EdgeOptions {
  /** the api processes nginx sends to, as `host:port` (round-robin) */
  upstreams: string[];
  /** address nginx listens on (default 127.0.0.1) */
  host?: string;
  /** port nginx listens on (0 or unset: a free one) */
  port?: number;
  /** HTTPS (with HTTP/2) on a port of its own too, with a self-signed certificate made for the run */
  tls?: boolean;
  /** add `X-Upstream: <address of the process that answered>` to every answer */
  upstreamHeader?: boolean;
  /** nginx worker_processes (default 'auto') */
  nginxWorkers?: number | 'auto';
}

export interface Edge {
  /** nginx's plain HTTP address */
  url: string;
  /** with `tls`: nginx's HTTPS address (HTTP/2), and the certificate (PEM) a client trusts it by */
  https?: { url: string; certificate: string };
  /** the folder of nginx's generated config, pid and logs */
  nginxDir: string;
  nginx: ChildProcess;
  /** what nginx wrote to its stderr and error log so far */
  nginxErrors(): string;
  /** graceful (SIGQUIT): nginx finishes the requests it holds (SIGKILL after graceMs); then its folder is removed */
  stop(graceMs?: number): Promise<void>;
}

/**
 * nginx with deploy/nginx.conf in front of api processes that already run (startCluster's, or the
 * Lighthouse bench's one process): its config, pid, logs and temp files in a temp folder, checked
 * with `nginx -t`, run as a foreground child, handed over once it answers GET /api/health.
 */
export async function startEdge(options: EdgeOptions): Promise<Edge> {
  if (options.upstreams.length === 0) throw new Error('startEdge needs at least one upstream (host:port)');
  const nginxBin = ensureNginx();
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-nginx-'));
  let nginx: ChildProcess | undefined;
  // nginx has a process group of its own: should this process end without stop(), it must not outlive it
  const kill = () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) killGroup(nginx);
  };
  process.once('exit', kill);
  let stopped: Promise<void> | undefined;
  const stop = (graceMs: number) =>
    (stopped ??= (async () => {
      if (nginx) await stopChild(nginx, 'SIGQUIT', graceMs); // SIGQUIT: nginx's graceful shutdown
      process.removeListener('exit', kill);
      fs.rmSync(nginxDir, { recursive: true, force: true });
    })());

  try {
    const host = options.host ?? '127.0.0.1';
    const port = options.port || (await freePort(host));
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(nginxDir, 'tmp', sub), { recursive: true });
    if (process.getuid?.() === 0) {
      // the workers run as nobody: they need to reach and write their temp folders
      fs.chmodSync(nginxDir, 0o755);
      for (const dir of ['tmp', ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((s) => path.join('tmp', s))]) fs.chownSync(path.join(nginxDir, dir), 65534, 65534);
    }
    let tls: { listen: string; certificateFile: string; keyFile: string; url: string } | undefined;
    if (options.tls) {
      let tlsPort = await freePort(host);
      while (tlsPort === port) tlsPort = await freePort(host);
      tls = { listen: `${host}:${tlsPort}`, url: `https://${host}:${tlsPort}`, ...selfSignedCertificate(nginxDir) };
    }
    fs.writeFileSync(path.join(nginxDir, 'site.conf'), renderSite({
      upstreams: options.upstreams,
      listen: `${host}:${port}`,
      upstreamHeader: options.upstreamHeader ?? false,
      tls,
    }));
    fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), renderMain(nginxDir, { workers: options.nginxWorkers ?? 'auto' }));
    const errorLog = () => {
      try {
        return fs.readFileSync(path.join(nginxDir, 'error.log'), 'utf8').slice(-20_000);
      } catch {
        return '';
      }
    };
    const test = spawnSync(nginxBin, ['-t', '-q', '-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', path.join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the generated config (${nginxDir}/nginx.conf):\n${test.stderr}${errorLog()}`);
    const child = spawn(nginxBin, ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    nginx = child;
    let nginxStderr = '';
    child.stderr!.on('data', (d: Buffer) => (nginxStderr = (nginxStderr + d.toString()).slice(-10_000)));
    const nginxErrors = () => nginxStderr + errorLog();
    const url = `http://${host}:${port}`;
    await waitForNginx(url, child, nginxErrors);

    return {
      url,
      ...(tls ? { https: { url: tls.url, certificate: fs.readFileSync(tls.certificateFile, 'utf8') } } : {}),
      nginxDir,
      nginx: child,
      nginxErrors,
      stop: (graceMs = 15_000) => stop(graceMs),
    };
  } catch (err) {
    await stop(5_000);
    throw err;
  }
}

/**
 * Starts N api processes together (on an empty database they race for the migrations and the demo
 * seed: the api's database lock lets one do them), waits for each to be healthy, then starts nginx
 * in front of them (startEdge).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`processes must be a whole number >= 1 (got ${count})`);
  if (!/^postgres(ql)?:\/\//.test(options.databaseUrl ?? '')) {
    throw new Error('Several api processes need one PostgreSQL database: set DATABASE_URL=postgres://user@host:5432/db (SQLite is a file of one machine).');
  }
  // before any process starts: a missing nginx is installed, or reported, first
  ensureNginx();
  if (options.requireFrontEnds ?? true) requireBuiltFrontEnds(options.env?.WEB_ROOT ?? process.env.WEB_ROOT ?? ROOT);
  const mode = options.output ?? 'keep';
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-data-'));
  fs.mkdirSync(path.join(dataDir, 'storage'), { recursive: true });
  const env = sharedApiEnv({ databaseUrl: options.databaseUrl, redisUrl: options.redisUrl ?? DEFAULT_REDIS_URL, dataDir, env: options.env });

  const processes: ApiProcess[] = [];
  let edge: Edge | undefined;
  // the api processes have process groups of their own: should this process end without stop(),
  // they must not outlive it (startEdge does the same for nginx)
  const killAll = () => {
    for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) killGroup(p.child);
  };
  process.once('exit', killAll);
  let stopped: Promise<void> | undefined;
  const cleanUp = (graceMs: number) => (stopped ??= stopAll(graceMs));
  const stopAll = async (graceMs: number) => {
    if (edge) await edge.stop(graceMs);
    await Promise.all(processes.map((p) => stopChild(p.child, 'SIGTERM', graceMs)));
    process.removeListener('exit', killAll);
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const ports: number[] = [];
    while (ports.length < count) {
      const p = await freePort();
      if (!ports.includes(p)) ports.push(p);
    }
    for (let i = 0; i < count; i++) processes.push(spawnApi(i, ports[i], env, mode));
    await Promise.all(processes.map((p) => waitForHealth(p, options.startTimeoutMs ?? 120_000)));

    edge = await startEdge({
      upstreams: processes.map((p) => `127.0.0.1:${p.port}`),
      host: options.host,
      port: options.port,
      tls: options.tls,
      upstreamHeader: options.upstreamHeader,
      nginxWorkers: options.nginxWorkers,
    });

    return {
      url: edge.url,
      ...(edge.https ? { https: edge.https } : {}),
      processes,
      dataDir,
      storageDir: path.join(dataDir, 'storage'),
      nginxDir: edge.nginxDir,
      nginx: edge.nginx,
      nginxErrors: edge.nginxErrors,
      stop: (graceMs = 15_000) => cleanUp(graceMs),
    };
  } catch (err) {
    await cleanUp(5_000);
    throw err;
  }
}
