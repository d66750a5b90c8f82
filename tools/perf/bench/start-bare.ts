// The baseline of every benchmark: a bare Fastify route (bare-server.ts) as a child process on a
// free port, started the same way by each benchmark of `npm run bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@portal/api/testing';

const ROOT = path.resolve(__dirname, '../../..');

export function startBare(): Promise<{ child: ChildProcess; url: string }> {
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'tools/perf/bench/bare-server.ts'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout!.on('data', (d: Buffer) => {
          out += d;
          const m = out.match(/listening (http:\/\/\S+)/);
          if (m) resolve({ child, url: m[1] });
        });
        child.stderr!.on('data', (d: Buffer) => (out += d));
        child.once('exit', (code) => reject(new Error(`bare server exited (${code}):\n${out}`)));
      }),
  );
}

/** each database's name as the benches print it */
export const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * `bench` on each database of `kinds` in turn, all measured against one bare route (the run's
 * baseline), which is stopped after the last one, whatever happened.
 */
export async function onEachDatabase<K, R>(kinds: readonly K[], bench: (kind: K, bareUrl: string) => Promise<R>): Promise<R[]> {
  const bare = await startBare();
  try {
    const results: R[] = [];
    for (const kind of kinds) results.push(await bench(kind, bare.url));
    return results;
  } finally {
    bare.child.kill('SIGTERM');
  }
}
