// `create-admin` never takes the password on the command line, where npm echoes it. The
// password comes from standard input only: a line piped in, or a prompt that does not echo it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { PROFILE } from '@portal/contract';
import { createDb } from '../db/connection';
import { verifyPassword } from '../modules/auth/passwords';
import { readAdminValues } from './admin-input';

function collect(stream: PassThrough): () => string {
  let text = '';
  stream.on('data', (c) => (text += String(c)));
  return () => text;
}

describe('the values of create-admin', () => {
  it('reads the password (and any value not given as a flag) from piped standard input', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    input.end('Ana Pérez\n  clave con espacios  \n');
    const values = await readAdminValues({ identification: '1234567', email: 'ana@empresa.com' }, { input, output });
    expect(values).toEqual({ identification: '1234567', name: 'Ana Pérez', email: 'ana@empresa.com', password: '  clave con espacios  ' });
  });

  it('asks for the password twice on a terminal without writing what is typed', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: jest.fn() });
    const output = new PassThrough();
    const shown = collect(output);
    const values = readAdminValues({ identification: '1234567', name: 'Ana Pérez', email: 'ana@empresa.com' }, { input, output });
    await new Promise((r) => setImmediate(r));
    input.write('secreto-adminX\u007f1\r');
    await new Promise((r) => setImmediate(r));
    input.write('secreto-admin1\r');
    expect((await values).password).toBe('secreto-admin1');
    expect(shown()).toContain('Password (not shown): ');
    expect(shown()).not.toContain('secreto');
    expect(input.setRawMode).toHaveBeenCalledWith(true);
    expect(input.setRawMode).toHaveBeenLastCalledWith(false);
  });

  it('refuses two different passwords typed on a terminal', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: jest.fn() });
    const values = readAdminValues({ identification: '1234567', name: 'Ana Pérez', email: 'ana@empresa.com' }, { input, output: new PassThrough() });
    await new Promise((r) => setImmediate(r));
    input.write('secreto-admin1\r');
    await new Promise((r) => setImmediate(r));
    input.write('secreto-admin2\r');
    await expect(values).rejects.toThrow('the two passwords differ');
  });
});

// the whole command, as a person runs it, on a SQLite file of its own (the PostgreSQL project's
// tests work in per-file schemas the command cannot be pointed at)
const onSqlite = process.env.PORTAL_TEST_DB === 'sqlite' ? describe : describe.skip;
onSqlite('npm run create-admin', () => {
  const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
  const script = path.resolve(__dirname, 'create-admin.ts');
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-create-admin-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (args: string[], stdin: string) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    delete env.DATABASE_URL;
    const child = execFile(tsx, [script, ...args], { env, timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }));
    child.stdin!.end(stdin);
  });

  it('refuses --password, and creates the administrator with the password piped in', async () => {
    const flags = ['--identification', '7654321', '--name', 'Ana Pérez', '--email', 'ana@empresa.com'];
    const refused = await run([...flags, '--password', 'secreto-admin1'], '');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--password is not accepted');

    const made = await run(flags, 'secreto-admin1\n');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Administrator created');
    expect(made.stdout).not.toContain('secreto');

    const db = createDb({ sqliteFile: path.join(dir, 'portal.sqlite') });
    try {
      const row = await db.selectFrom('users').selectAll().where('identification_number', '=', '7654321').executeTakeFirstOrThrow();
      expect(row.profiles_id).toBe(PROFILE.ADMIN);
      expect(await verifyPassword(row.password_hash, 'secreto-admin1')).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
