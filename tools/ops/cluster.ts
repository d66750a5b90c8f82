// npm run start:cluster: N api processes (default 2) behind Debian's nginx on one
// PostgreSQL (DATABASE_URL, required), one Redis (REDIS_URL, default redis://127.0.0.1:6379) and
// one shared folder of uploads (DATA_DIR, default data/cluster). nginx is installed from Debian's
// package when missing (as root). Ctrl-C or SIGTERM: nginx finishes what it holds, then every api
// process finishes its requests in flight.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal npm run start:cluster -- --processes 3
//
// Options: --processes N (or API_PROCESSES), --port P (nginx's port; PORT, default 8080),
// --host H (HOST, default 127.0.0.1; 0.0.0.0 to be reached from other machines).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_REDIS_URL, ROOT, startCluster, type Cluster } from './cluster-lib';

function fail(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', short: 'n' },
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
    },
  });
  const processes = Number(values.processes ?? process.env.API_PROCESSES ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) fail(`--processes / API_PROCESSES must be a whole number from 1 to 32 (got "${values.processes ?? process.env.API_PROCESSES}")`);
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port / PORT must be a port number (got "${values.port ?? process.env.PORT}")`);
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    fail(
      'DATABASE_URL is not set to a PostgreSQL database. Several api processes share one database, so SQLite (one machine\'s file) will not do:\n' +
        '  createdb -h 127.0.0.1 -U postgres portal\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal npm run start:cluster',
    );
  }
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || path.join('data', 'cluster'));

  console.log(`Starting ${processes} api process(es) on ${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}, Redis ${redisUrl}, shared folder ${dataDir} ...`);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      processes,
      databaseUrl,
      redisUrl,
      port,
      host: values.host ?? process.env.HOST ?? '127.0.0.1',
      dataDir,
      output: 'prefixed',
      upstreamHeader: true,
    });
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }

  const shown = cluster.url.replace('://0.0.0.0:', '://localhost:');
  console.log([
    '',
    `  Portal de Puntos (${processes} api processes behind nginx): ${shown}`,
    ...cluster.processes.map((p) => `    api ${p.index + 1}: pid ${p.pid}, ${p.base}`),
    `  nginx: pid ${cluster.nginx.pid}, config and logs in ${cluster.nginxDir}`,
    `  uploads shared in ${cluster.storageDir}`,
    '  Ctrl-C stops everything (requests in flight finish first).',
    '',
  ].join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping nginx, then the api processes ...`);
    cluster.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // a process that dies on its own is reported; nginx keeps sending to the others (passive checks)
  for (const p of cluster.processes) {
    void p.exited.then(({ code, signal }) => {
      if (!stopping) console.error(`api ${p.index + 1} (pid ${p.pid}) exited (${signal ?? code}); nginx sends its requests to the others.`);
    });
  }
  cluster.nginx.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`nginx exited (${signal ?? code}):\n${cluster.nginxErrors()}`);
    stop('nginx exit');
  });
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
