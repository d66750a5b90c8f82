// Config is read once through a schema; a bad value stops the program naming the variable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEMO_DEFAULTS, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working demo defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
    expect(c.SQLITE_FILE).toBe(path.join(REPO_ROOT, 'data', 'portal.sqlite'));
    expect(c.STORAGE_DIR).toBe(path.join(REPO_ROOT, 'data', 'storage'));
    expect(c.OUTBOX_DIR).toBe(path.join(REPO_ROOT, 'data', 'outbox'));
    expect(c.WEB_ROOT).toBe(REPO_ROOT);
    expect(c.CLIENT_ID).toBe('portal-web');
    expect(c.CLIENT_SECRET).toBe('demo-client-secret');
    expect(c.APP_KEY).toBe('demo-app-key');
    expect(c.DEMO_DATA).toBe(true);
    expect(c.TOKEN_TTL_HOURS).toBe(12);
    expect(c.POINTS_EXPIRY_MONTHS).toBe(12);
    expect(c.RATE_LIMIT_LOGIN).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(c.RATE_LIMIT_RECOVERY_ID).toEqual({ max: 5, timeWindowMs: 3_600_000 });
    expect(c.RECOVERY_TTL_MINUTES).toBe(30);
    expect(c.REMOTE_URLS).toEqual({});
    expect(c.CORS_ORIGINS).toEqual([]);
    expect(c.TRUST_PROXY).toBe(false);
    // memory limits without Redis; a looser per-address limit; generous overload thresholds
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.REDIS_PREFIX).toBe('portal:');
    expect(c.RATE_LIMIT_LOGIN_ADDRESS).toEqual({ max: 100, timeWindowMs: 60_000 });
    expect(c.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(c.OVERLOAD_MAX_HEAP_MB).toBe(0);
    expect(c.OVERLOAD_MAX_RSS_MB).toBe(0);
    expect(c.OVERLOAD_RETRY_AFTER_SECONDS).toBe(5);
    expect(c.REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('reads the Redis, per-address limit, overload and request timeout variables', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'portal-b:',
      RATE_LIMIT_LOGIN_ADDRESS: '300/min',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_HEAP_MB: '1500',
      REQUEST_TIMEOUT_MS: '30000',
    });
    expect(c.REDIS_URL).toBe('redis://cache:6379/2');
    expect(c.REDIS_PREFIX).toBe('portal-b:');
    expect(c.RATE_LIMIT_LOGIN_ADDRESS).toEqual({ max: 300, timeWindowMs: 60_000 });
    expect(c.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(c.OVERLOAD_MAX_HEAP_MB).toBe(1500);
    expect(c.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example.com:6380' }).REDIS_URL).toBe('rediss://u:p@cache.example.com:6380');
  });

  it('takes relative folders from the repository root, not the working directory', () => {
    const c = loadConfig({ DATA_DIR: 'var/portal', WEB_ROOT: '.' });
    expect(c.DATA_DIR).toBe(path.join(REPO_ROOT, 'var', 'portal'));
    expect(c.STORAGE_DIR).toBe(path.join(REPO_ROOT, 'var', 'portal', 'storage'));
    expect(c.WEB_ROOT).toBe(REPO_ROOT);
  });

  // what the api gives Fastify must be what README says the setting means
  it.each([
    ['1', 1],
    ['2', 2],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['0', false],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.0/8, 127.0.0.1 ', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,uniquelocal,fd00::/8,::1', ['loopback', 'uniquelocal', 'fd00::/8', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, parsed) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(parsed);
  });

  it.each(['yes', 'nginx', 'proxy.internal', '10.0.0.0/33', '1.2.3', '-1', '1.5', '10.0.0.1,,10.0.0.2', '10.0.0.1;10.0.0.2', 'fd00::/129', '1000'])(
    'stops on TRUST_PROXY=%j, saying what it accepts',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY=${JSON.stringify(value)}: use true, false, a number of proxies in front`);
    },
  );

  it('reads overrides, deriving folders from DATA_DIR', () => {
    const c = loadConfig({
      PORT: '9090',
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      DEMO_DATA: 'false',
      RATE_LIMIT_LOGIN: '5/h',
      REMOTE_URL_ADMIN: 'https://cdn.example.com/admin/mf-manifest.json',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
    });
    expect(c.PORT).toBe(9090);
    expect(c.STORAGE_DIR).toBe('/srv/portal/storage');
    expect(c.DATABASE_URL).toBe('postgres://u:p@db:5432/portal');
    expect(c.DEMO_DATA).toBe(false);
    expect(c.RATE_LIMIT_LOGIN).toEqual({ max: 5, timeWindowMs: 3_600_000 });
    expect(c.REMOTE_URLS).toEqual({ admin: 'https://cdn.example.com/admin/mf-manifest.json' });
    expect(c.CORS_ORIGINS).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  it.each([
    ['PORT', 'ocho'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DEMO_DATA', 'maybe'],
    ['TOKEN_TTL_HOURS', '0'],
    ['RATE_LIMIT_LOGIN', 'ten per minute'],
    ['RATE_LIMIT_RECOVERY_ID', '5 a day'],
    ['RATE_LIMIT_LOGIN_ADDRESS', '100'],
    ['REDIS_URL', 'http://cache:6379'],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '-1'],
    ['OVERLOAD_RETRY_AFTER_SECONDS', '0'],
    ['REQUEST_TIMEOUT_MS', 'mucho'],
    ['RECOVERY_TTL_MINUTES', '0'],
    ['CONTACT_URL', 'javascript:alert(1)'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s, naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`${name}=${JSON.stringify(value)}`);
  });
});

// the published demo values are refused in production (DEMO_DEFAULTS)
describe('loadConfig with NODE_ENV=production', () => {
  const real = { DEMO_DATA: 'false', CLIENT_SECRET: 'secreto-propio-123', APP_KEY: 'clave-propia-456' };

  function problemsOf(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as ConfigError).message;
    }
    throw new Error('loadConfig accepted the configuration');
  }

  it('keeps the demo on a developer machine (no NODE_ENV) and in tests', () => {
    expect(loadConfig({}).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).CLIENT_SECRET).toBe(DEMO_DEFAULTS.CLIENT_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).APP_KEY).toBe(DEMO_DEFAULTS.APP_KEY);
  });

  it('refuses every demo value left in place, naming each variable and how to set it', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message).toContain('DEMO_DATA is true (its default): set DEMO_DATA=false');
    expect(message).toContain('create-admin');
    expect(message).toContain('CLIENT_SECRET has its demo value "demo-client-secret": set CLIENT_SECRET');
    expect(message).toContain('APP_KEY has its demo value "demo-app-key": set APP_KEY');
    expect(message).toContain('NODE_ENV=production');
  });

  it.each([
    ['DEMO_DATA', 'true'],
    ['CLIENT_SECRET', 'demo-client-secret'],
    ['APP_KEY', 'demo-app-key'],
  ])('refuses %s=%s alone, naming only it', (name, value) => {
    const message = problemsOf({ NODE_ENV: 'production', ...real, [name]: value });
    expect(message).toContain(`${name} `);
    for (const other of Object.keys(real).filter((k) => k !== name)) expect(message).not.toContain(`${other} `);
  });

  it('starts with real values', () => {
    const c = loadConfig({ NODE_ENV: 'production', ...real });
    expect(c.DEMO_DATA).toBe(false);
    expect(c.CLIENT_SECRET).toBe('secreto-propio-123');
    expect(c.APP_KEY).toBe('clave-propia-456');
  });

  it('main.ts prints the refusal and exits 1 before opening anything', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-test-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(40_000 + Math.floor(Math.random() * 20_000)) },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      for (const name of ['DEMO_DATA', 'CLIENT_SECRET', 'APP_KEY']) expect(run.stderr).toContain(name);
      // refused before the database was created
      expect(fs.existsSync(path.join(dataDir, 'portal.sqlite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
