// Releases and rollback: immutable release folders and the file naming the one in use (a file naming
// a missing release falls back and says so); changes of the file made at the same moment by several
// processes, each kept or refused, never lost. What the api serves from them: api/src/web/releases-served.test.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOYABLES, LOCK_FILE, readReleases, releasesInUse, rollBack, StaleReleaseError, switchTo, writeReleases, type Deployable } from './index';
import { writeFile as write, writeRemoteRelease as release } from './testing';


let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-releases-'));
});

describe('the releases file', () => {
  it('a deploy puts its release in use, a rollback goes back to the one in use before, and again', () => {
    for (const r of ['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc']) release(dir, 'admin', r);
    switchTo(dir, 'admin', '0.1.0-aaaa');
    switchTo(dir, 'admin', '0.1.0-bbbb');
    expect(switchTo(dir, 'admin', '0.2.0-cccc')).toEqual({ current: '0.2.0-cccc', history: ['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc'] });
    // deploying the one in use again changes nothing
    expect(switchTo(dir, 'admin', '0.2.0-cccc').history).toHaveLength(3);
    expect(rollBack(dir, 'admin')).toEqual({ from: '0.2.0-cccc', to: '0.1.0-bbbb' });
    expect(rollBack(dir, 'admin')).toEqual({ from: '0.1.0-bbbb', to: '0.1.0-aaaa' });
    expect(() => rollBack(dir, 'admin')).toThrow('admin has no release in use before 0.1.0-aaaa');
    expect(readReleases(dir).releases.admin).toEqual({ current: '0.1.0-aaaa', history: ['0.1.0-aaaa'] });
    // every folder stays: a tab opened on a later release keeps loading its chunks
    expect(fs.readdirSync(path.join(dir, 'admin')).sort()).toEqual(['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc']);
  });

  it('refuses to switch to a folder without a build, or to a name that walks out of the folder', () => {
    expect(() => switchTo(dir, 'review', '0.1.0-none')).toThrow('holds no build of review');
    expect(() => switchTo(dir, 'review', '../../etc')).toThrow('is not a release name');
    expect(() => rollBack(dir, 'review')).toThrow('review has no deployed release');
  });

  it('a file naming a missing release serves the one in use before it, and says so; one with a bad name is left out', () => {
    release(dir, 'admin', '0.1.0-aaaa');
    writeReleases(dir, { admin: { current: '0.1.0-gone', history: ['0.1.0-aaaa', '0.1.0-gone'] }, review: { current: '../x', history: [] } });
    const { inUse, problems } = releasesInUse(dir);
    expect(inUse).toEqual({ admin: '0.1.0-aaaa' });
    expect(problems).toEqual([
      expect.stringContaining('the release in use of "review" is not a release name'),
      expect.stringMatching(/the release in use of "admin" \(0\.1\.0-gone\) is not in .*; serving 0\.1\.0-aaaa/),
    ]);
    write(path.join(dir, 'releases.json'), '{ not json');
    expect(releasesInUse(dir)).toEqual({ inUse: {}, problems: [expect.stringContaining('is not JSON')] });
  });
});

/** a build of `name` in its release folder, remote or shell */
function build(dir: string, name: Deployable, r: string) {
  if (name === 'shell') write(path.join(dir, 'shell', r, 'index.html'), `<title>${r}</title>`);
  else release(dir, name, r);
}

const ROOT = path.resolve(__dirname, '../..');
/**
 * Runs `code` in a node process of its own (with tsx, so it can require the .ts sources), `args` in
 * its process.argv from [1] on; `said(text)` resolves once its output holds `text`.
 */
function node(code: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiting: Array<[string, () => void]> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    for (const [text, resolve] of waiting) if (out.includes(text)) resolve();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk));
  const exited = new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('close', (code) => resolve({ code, out, err })));
  const said = (text: string) => new Promise<void>((resolve) => (out.includes(text) ? resolve() : waiting.push([text, resolve])));
  return { exited, said };
}
const RELEASES_TS = JSON.stringify(path.join(__dirname, 'index.ts'));
const sleepCode = 'const sleep = (ms) => ms > 0 && Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);';

describe('changes of the releases file at the same moment', () => {
  it('two deploys and two rollbacks of different remotes, in four processes at once, 30 times: every change is in the file', async () => {
    const ROUNDS = 30;
    const EVERY = 60; // ms between rounds
    const roundDir = (i: number) => path.join(dir, `round-${i}`);
    // each round its own releases folder: every deployable at 0.1.0-aaaa, review and shell deployed 0.1.0-bbbb after it
    for (let i = 0; i < ROUNDS; i++) {
      for (const name of DEPLOYABLES) for (const r of ['0.1.0-aaaa', '0.1.0-bbbb']) build(roundDir(i), name, r);
      writeReleases(roundDir(i), {
        participant: { current: '0.1.0-aaaa', history: ['0.1.0-aaaa'] },
        admin: { current: '0.1.0-aaaa', history: ['0.1.0-aaaa'] },
        review: { current: '0.1.0-bbbb', history: ['0.1.0-aaaa', '0.1.0-bbbb'] },
        shell: { current: '0.1.0-bbbb', history: ['0.1.0-aaaa', '0.1.0-bbbb'] },
      });
    }
    // each process: once told when the first round starts, at the start of each round, reads its
    // remote's release in use and deploys 0.1.0-bbbb, or rolls back, with it as expected
    const worker = `
      const fs = require('node:fs');
      const path = require('node:path');
      const { readReleases, rollBack, switchTo } = require(${RELEASES_TS});
      ${sleepCode}
      const [base, remote, op] = process.argv.slice(1);
      console.log('ready');
      const start = path.join(base, 'start');
      while (!fs.existsSync(start)) sleep(2);
      const first = Number(fs.readFileSync(start, 'utf8'));
      const failed = [];
      for (let i = 0; i < ${ROUNDS}; i++) {
        sleep(first + i * ${EVERY} - Date.now());
        const dir = path.join(base, 'round-' + i);
        try {
          const expected = readReleases(dir).releases[remote].current;
          if (op === 'deploy') switchTo(dir, remote, '0.1.0-bbbb', { expected });
          else rollBack(dir, remote, { expected });
        } catch (error) {
          failed.push(i + ': ' + error.message);
        }
      }
      console.log(JSON.stringify(failed));
    `;
    const workers = [
      ['participant', 'deploy'],
      ['admin', 'deploy'],
      ['review', 'rollback'],
      ['shell', 'rollback'],
    ].map((args) => node(worker, [dir, ...args]));
    await Promise.all(workers.map((w) => w.said('ready')));
    fs.writeFileSync(path.join(dir, 'start.tmp'), String(Date.now() + 200));
    fs.renameSync(path.join(dir, 'start.tmp'), path.join(dir, 'start'));
    for (const { code, out, err } of await Promise.all(workers.map((w) => w.exited))) {
      expect({ code, err }).toEqual({ code: 0, err: '' });
      expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
    }

    const lost: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const { releases } = readReleases(roundDir(i));
      const inUse = Object.fromEntries(DEPLOYABLES.map((name) => [name, releases[name]?.current]));
      if (JSON.stringify(inUse) !== JSON.stringify({ participant: '0.1.0-bbbb', admin: '0.1.0-bbbb', review: '0.1.0-aaaa', shell: '0.1.0-aaaa' })) {
        lost.push(`round ${i}: ${JSON.stringify(inUse)}`);
      }
      // nothing left behind: no lock, no temp file
      expect(fs.readdirSync(roundDir(i)).sort()).toEqual(['admin', 'participant', 'releases.json', 'review', 'shell']);
    }
    expect(lost).toEqual([]);
  });

  it('the same remote deployed twice at once, each expecting the release it read before its build: one is in use, the other is refused naming it', async () => {
    release(dir, 'admin', '0.1.0-aaaa');
    switchTo(dir, 'admin', '0.1.0-aaaa');
    // two copies of a remote whose build waits until both have started: both deploys read the release
    // in use before either switches
    const started = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-builds-'));
    const source = (r: string) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
      write(path.join(folder, 'package.json'), JSON.stringify({ name: 'fake-admin', version: '0.2.0', private: true, scripts: { build: 'node build.js' } }));
      write(
        path.join(folder, 'build.js'),
        `const fs = require('node:fs'); const path = require('node:path');
        ${sleepCode}
        fs.writeFileSync(path.join(${JSON.stringify(started)}, ${JSON.stringify(r)}), '');
        for (const until = Date.now() + 10000; fs.readdirSync(${JSON.stringify(started)}).length < 2 && Date.now() < until; ) sleep(5);
        const out = process.env.PORTAL_DIST_DIR;
        fs.writeFileSync(path.join(out, 'mf-manifest.json'), '{"name":"admin"}');
        fs.writeFileSync(path.join(out, 'screens.json'), JSON.stringify({ remote: 'admin', release: ${JSON.stringify(r)}, screens: [] }));`,
      );
      return folder;
    };
    const deployer = `
      const { deploy } = require(${JSON.stringify(path.join(ROOT, 'tools/ops/release-lib.ts'))});
      const [dir, sourceDir] = process.argv.slice(1);
      try {
        console.log(JSON.stringify({ release: deploy('admin', dir, { sourceDir, log: () => {}, shellShared: '/none/shared.json' }).release }));
      } catch (error) {
        console.log(JSON.stringify({ error: error.name, message: error.message, expected: error.expected, current: error.current }));
      }
    `;
    const outcomes = await Promise.all(['0.2.0-bbbb', '0.2.0-cccc'].map((r) => node(deployer, [dir, source(r)]).exited));
    const [won, refused] = outcomes.map(({ out }) => JSON.parse(out.trim())).sort((a, b) => (a.release ? -1 : b.release ? 1 : 0));
    expect(won.release).toMatch(/^0\.2\.0-(bbbb|cccc)$/);
    expect(refused).toEqual({
      error: 'StaleReleaseError',
      message: `admin: ${won.release} is now in use (deployed or rolled back meanwhile, not 0.1.0-aaaa): nothing changed`,
      expected: '0.1.0-aaaa',
      current: won.release,
    });
    expect(readReleases(dir).releases.admin).toEqual({ current: won.release, history: ['0.1.0-aaaa', won.release] });
    // the refused one's folder stays, unused: a release folder never changes
    expect(fs.readdirSync(path.join(dir, 'admin')).sort()).toEqual(['0.1.0-aaaa', '0.2.0-bbbb', '0.2.0-cccc']);
  });

  it('a change expecting another release in use than the one there changes nothing and says which is; other remotes never conflict', () => {
    for (const r of ['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc']) release(dir, 'admin', r);
    release(dir, 'review', '0.1.0-aaaa');
    expect(switchTo(dir, 'admin', '0.1.0-aaaa', { expected: null }).current).toBe('0.1.0-aaaa');
    switchTo(dir, 'admin', '0.2.0-cccc', { expected: '0.1.0-aaaa' });
    const file = fs.readFileSync(path.join(dir, 'releases.json'), 'utf8');

    const refused = (() => {
      try {
        switchTo(dir, 'admin', '0.1.0-bbbb', { expected: '0.1.0-aaaa' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(StaleReleaseError);
    expect(refused).toMatchObject({ remote: 'admin', expected: '0.1.0-aaaa', current: '0.2.0-cccc' });
    expect((refused as Error).message).toBe('admin: 0.2.0-cccc is now in use (deployed or rolled back meanwhile, not 0.1.0-aaaa): nothing changed');
    expect(() => switchTo(dir, 'admin', '0.1.0-bbbb', { expected: null })).toThrow('admin: 0.2.0-cccc is now in use');
    expect(() => rollBack(dir, 'admin', { expected: '0.1.0-bbbb' })).toThrow(StaleReleaseError);
    expect(() => switchTo(dir, 'review', '0.1.0-aaaa', { expected: '0.1.0-aaaa' })).toThrow('review: no release is now in use');
    expect(fs.readFileSync(path.join(dir, 'releases.json'), 'utf8')).toBe(file);
    // the lock goes with the change, refused or not
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    expect(switchTo(dir, 'review', '0.1.0-aaaa', { expected: null }).current).toBe('0.1.0-aaaa');
    expect(rollBack(dir, 'admin', { expected: '0.2.0-cccc' })).toEqual({ from: '0.2.0-cccc', to: '0.1.0-aaaa' });
    expect(readReleases(dir).releases).toEqual({
      admin: { current: '0.1.0-aaaa', history: ['0.1.0-aaaa'] },
      review: { current: '0.1.0-aaaa', history: ['0.1.0-aaaa'] },
    });
  });

  it("breaks a lock a crashed process left (older than the stale limit); waits for one that is held, or gives up saying which file holds it", async () => {
    release(dir, 'admin', '0.1.0-aaaa');
    release(dir, 'admin', '0.1.0-bbbb');
    const lock = path.join(dir, LOCK_FILE);

    write(lock, '{"pid":99999,"since":"a minute ago"}\n');
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, minuteAgo, minuteAgo);
    expect(switchTo(dir, 'admin', '0.1.0-aaaa').current).toBe('0.1.0-aaaa');
    expect(fs.readdirSync(dir).sort()).toEqual(['admin', 'releases.json']);

    // held by another process for 400 ms
    const holder = node(`
      const fs = require('node:fs');
      const lock = process.argv[1];
      fs.closeSync(fs.openSync(lock, 'wx'));
      console.log('held');
      setTimeout(() => fs.unlinkSync(lock), 400);
    `, [lock]);
    await holder.said('held');
    const asked = Date.now();
    expect(switchTo(dir, 'admin', '0.1.0-bbbb').current).toBe('0.1.0-bbbb');
    expect(Date.now() - asked).toBeGreaterThan(200);
    expect((await holder.exited).code).toBe(0);
    expect(fs.existsSync(lock)).toBe(false);

    write(lock, `{"pid":${process.pid},"since":"now"}\n`);
    expect(() => rollBack(dir, 'admin', { timeoutMs: 100 })).toThrow(
      `${lock} is held by {"pid":${process.pid},"since":"now"}: another deploy or rollback did not finish within 100 ms; nothing changed`,
    );
    expect(fs.existsSync(lock)).toBe(true);
    expect(readReleases(dir).releases.admin?.current).toBe('0.1.0-bbbb');
  });
});

