// npm test's runner (docs/getting-started.md "The tests"): runs the given shell commands at the same time, each with its
// output kept apart and printed whole when it ends (so the log reads like one suite after another),
// a line every minute while any is still running, and the exit code of the first that failed.
// The machine has 2 cores; the api's suites wait on the database much of the time, so the api's
// two databases and the browser suite overlap well (docs/adr/0051-npm-test-in-three-lanes.md).
//   node tools/test/parallel.mjs 'name=command' 'name=command' ...
import { spawn } from 'node:child_process';

const jobs = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  return { name: arg.slice(0, at), command: arg.slice(at + 1) };
});
if (jobs.length === 0 || jobs.some((j) => !j.name || !j.command)) {
  console.error("usage: node tools/test/parallel.mjs 'name=command' ...");
  process.exit(2);
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const running = new Set(jobs.map((j) => j.name));
const heartbeat = setInterval(() => console.log(`[parallel] ${seconds()} s: still running ${[...running].join(', ')}`), 60_000);

const results = await Promise.all(
  jobs.map(
    (job) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn(job.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
        child.on('close', (code, signal) => {
          running.delete(job.name);
          const status = code ?? (signal ? 1 : 0);
          process.stdout.write(`\n===== ${job.name} (${job.command}): exit ${status} after ${seconds()} s =====\n`);
          process.stdout.write(Buffer.concat(chunks));
          process.stdout.write(`===== end of ${job.name} =====\n`);
          resolve({ ...job, status });
        });
      }),
  ),
);
clearInterval(heartbeat);

const failed = results.filter((r) => r.status !== 0);
console.log(`\n[parallel] ${seconds()} s: ${results.map((r) => `${r.name} ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status})`}`).join(', ')}`);
process.exit(failed.length ? failed[0].status : 0);
