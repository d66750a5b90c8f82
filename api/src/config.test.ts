// Config is read once through a schema; a bad value stops the program naming the variable.
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

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
    expect(c.REMOTE_URLS).toEqual({});
    expect(c.CORS_ORIGINS).toEqual([]);
    expect(c.TRUST_PROXY).toBe(false);
  });

  it('takes relative folders from the repository root, not the working directory', () => {
    const c = loadConfig({ DATA_DIR: 'var/portal', WEB_ROOT: '.' });
    expect(c.DATA_DIR).toBe(path.join(REPO_ROOT, 'var', 'portal'));
    expect(c.STORAGE_DIR).toBe(path.join(REPO_ROOT, 'var', 'portal', 'storage'));
    expect(c.WEB_ROOT).toBe(REPO_ROOT);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

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
