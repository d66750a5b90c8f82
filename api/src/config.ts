// Config is read once, at start, through a schema (STYLE "Habits"): a missing or bad value stops
// the program with a message naming the variable and how to set it.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from '@portal/contract';
import { releasesDirOf } from '@portal/releases';

/** The monorepo root (api/src/config.ts -> ../..): default home of data/ and of the built front ends. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'use true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const positiveInt = (what: string) =>
  z.coerce.number({ error: `${what} must be a whole number` }).int(`${what} must be a whole number`).positive(`${what} must be greater than 0`);

/** a whole number >= 0; 0 switches the check off (the overload thresholds) */
const wholeOrOff = (what: string) =>
  z.coerce.number({ error: `${what} must be a whole number` }).int(`${what} must be a whole number`).min(0, `${what} must be 0 (off) or more`);

/** "10/min" -> at most 10 requests per minute (per client address or per identification number). */
const RATE = /^(\d+)\s*\/\s*(s|sec|second|m|min|minute|h|hour)$/i;
const rateLimit = z
  .string()
  .trim()
  .regex(RATE, 'use <count>/<s|min|h>, e.g. 10/min')
  .transform((v) => {
    const [, count, unit] = RATE.exec(v)!;
    const u = unit.toLowerCase();
    const ms = u.startsWith('s') ? 1000 : u.startsWith('h') ? 3_600_000 : 60_000;
    return { max: Number(count), timeWindowMs: ms };
  });

/**
 * TRUST_PROXY, what stands between the clients and the api. Unset, `false` or `0`: nothing,
 * X-Forwarded-* are the sender's own claims and ignored; `true`: every sender is a proxy; a whole
 * number: that many proxies in front (`1`: nginx alone), whatever their addresses; otherwise the
 * proxies' addresses, comma-separated: IPs, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`. Anything else stops the start: a typo here would
 * otherwise trust nobody (every client one rate-limit bucket) or the wrong machines.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** an address, address/prefix or range name the api's proxy check (proxy-addr) understands */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...more] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .trim()
  .optional()
  .refine(
    (v) => !v || /^(true|false|\d{1,3})$/i.test(v) || v.split(',').every((entry) => isProxyAddress(entry.trim())),
    'use true, false, a number of proxies in front (1: nginx alone) or the proxies\' addresses and CIDR ranges separated by commas (10.0.0.0/8,127.0.0.1)',
  )
  .transform((v): TrustProxy => {
    if (!v || /^false$/i.test(v)) return false;
    if (/^true$/i.test(v)) return true;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    return v.split(',').map((entry) => entry.trim());
  });

/**
 * The embedded demo (docs/operations/configuration.md "Demo defaults"): published values that make `npm start`
 * work on a developer's machine with no configuration. The defaults below are taken from here, and
 * production refuses to start while any of them is still in use.
 */
export const DEMO_DEFAULTS = {
  CLIENT_SECRET: 'demo-client-secret',
  APP_KEY: 'demo-app-key',
  DEMO_DATA: true,
} as const;

const schema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1, 'must be 1..65535').max(65535, 'must be 1..65535').default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** PostgreSQL when set (postgres://user:pass@host:5432/db); otherwise SQLite in DATA_DIR/portal.sqlite */
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional()),
  DATA_DIR: optionalText,
  STORAGE_DIR: optionalText,
  OUTBOX_DIR: optionalText,
  /** smtp(s)://user:pass@host:port; without it mails are written to OUTBOX_DIR for a person to read */
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.string().trim().min(3).default('Portal de Puntos <no-reply@portal.local>'),
  /** where the contact form (SPEC 7 POST /api/users/contactenos) is sent; demo default: a local mailbox */
  CONTACT_EMAIL: z.string().trim().email().default('soporte@portal.local'),
  // SPEC 6: fixed client values for login/recovery and the application key header. The defaults
  // are DEMO values, published in the front end's runtime config; set real ones in production.
  CLIENT_ID: z.string().trim().min(1).default('portal-web'),
  CLIENT_SECRET: z.string().trim().min(1).default(DEMO_DEFAULTS.CLIENT_SECRET),
  APP_KEY: z.string().trim().min(1).default(DEMO_DEFAULTS.APP_KEY),
  /** seed demo users and catalogue on first start (empty database only) */
  DEMO_DATA: flag.default(DEMO_DEFAULTS.DEMO_DATA),
  TOKEN_TTL_HOURS: positiveInt('TOKEN_TTL_HOURS').default(12),
  /** a session ends this many days after its login, however often it slid forward */
  SESSION_MAX_DAYS: positiveInt('SESSION_MAX_DAYS').default(30),
  POINTS_EXPIRY_MONTHS: positiveInt('POINTS_EXPIRY_MONTHS').default(12),
  /** a participant may claim a delivered prize until this many days after its delivery date (SPEC 1/9 delivery) */
  DELIVERY_CLAIM_DAYS: positiveInt('DELIVERY_CLAIM_DAYS').default(7),
  /** ARCHITECTURE "Points": time between two expiry sweeps of one process (each takes the lock row) */
  EXPIRY_SWEEP_INTERVAL_MS: positiveInt('EXPIRY_SWEEP_INTERVAL_MS').default(60 * 60_000),
  /** time from start-up to the first expiry sweep (the server is listening by then) */
  EXPIRY_SWEEP_DELAY_MS: positiveInt('EXPIRY_SWEEP_DELAY_MS').default(10_000),
  /** SPEC 2.4 /contact: link opened at once (demo default: a WhatsApp chat) */
  CONTACT_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/|mailto:|tel:)/, 'must be an https://, mailto: or tel: link')
    .default('https://wa.me/573000000000'),
  /** folder holding shell/dist and remote-<name>/dist (the monorepo root) */
  WEB_ROOT: optionalText,
  /** the remotes' deployed releases (`npm run deploy` of a remote writes them); default DATA_DIR/releases */
  RELEASES_DIR: optionalText,
  REMOTE_URL_PARTICIPANT: optionalText,
  REMOTE_URL_ADMIN: optionalText,
  REMOTE_URL_REVIEW: optionalText,
  /** comma-separated origins allowed to call the api from another origin (remotes on their own CDN) */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((o) => o.trim()).filter(Boolean) : [])),
  /** which proxies X-Forwarded-For/-Proto/-Host are believed from (see trustProxy above) */
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * redis://[user:pass@]host:6379[/db] (or rediss://). When set, the rate limits are kept
   * in Redis and hold across every api process; unset: in this process's memory (one process).
   */
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  /** prefix of this portal's keys in Redis (two portals may share one Redis) */
  REDIS_PREFIX: z.string().trim().min(1).default('portal:'),
  /** login attempts per identification number and client address (every attempt counts) */
  RATE_LIMIT_LOGIN: rateLimit.default({ max: 10, timeWindowMs: 60_000 }),
  /**
   * failed logins per identification number from every address together; past it only
   * addresses that signed in to that number before may try (a guess spread over many addresses)
   */
  RATE_LIMIT_LOGIN_ID: rateLimit.default({ max: 30, timeWindowMs: 3_600_000 }),
  /**
   * login, recovery and registration attempts per client address; looser than the per
   * number limits, so one office behind one address is not locked out by a colleague's typos
   */
  RATE_LIMIT_LOGIN_ADDRESS: rateLimit.default({ max: 100, timeWindowMs: 60_000 }),
  /** password recoveries per identification number, whatever the address they come from */
  RATE_LIMIT_RECOVERY_ID: rateLimit.default({ max: 5, timeWindowMs: 3_600_000 }),
  /** how long a recovery's temporary password works */
  RECOVERY_TTL_MINUTES: positiveInt('RECOVERY_TTL_MINUTES').default(30),
  // overload is answered with 503 and Retry-After rather than a growing queue
  // (@fastify/under-pressure, http/overload.ts); generous defaults that a normal load never reaches
  /** mean event-loop delay (ms) over a second above which new requests get 503; 0 = off */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeOrOff('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS').default(1000),
  /** heap in use (MB) above which new requests get 503; 0 = off */
  OVERLOAD_MAX_HEAP_MB: wholeOrOff('OVERLOAD_MAX_HEAP_MB').default(0),
  /** resident memory (MB) above which new requests get 503; 0 = off */
  OVERLOAD_MAX_RSS_MB: wholeOrOff('OVERLOAD_MAX_RSS_MB').default(0),
  /** the Retry-After (seconds) of an overload answer */
  OVERLOAD_RETRY_AFTER_SECONDS: positiveInt('OVERLOAD_RETRY_AFTER_SECONDS').default(5),
  /**
   * a slow client: the whole request (headers and body) must arrive within this time,
   * the headers alone within min(10 s, this); a 5 MB photo over a slow mobile link needs ~40 s
   */
  REQUEST_TIMEOUT_MS: positiveInt('REQUEST_TIMEOUT_MS').default(60_000),
});

type Parsed = z.output<typeof schema>;

export interface Config extends Omit<Parsed, 'DATA_DIR' | 'STORAGE_DIR' | 'OUTBOX_DIR' | 'WEB_ROOT' | 'RELEASES_DIR'> {
  DATA_DIR: string;
  STORAGE_DIR: string;
  OUTBOX_DIR: string;
  WEB_ROOT: string;
  RELEASES_DIR: string;
  /** where the SQLite file lives when DATABASE_URL is not set */
  SQLITE_FILE: string;
  /** remote name -> explicit manifest URL (REMOTE_URL_*), when set */
  REMOTE_URLS: Partial<Record<RemoteName, string>>;
}

const UNSET_HINT = 'Set the variable(s) in the environment (e.g. PORT=8080 npm start) or unset them to use the defaults.';

const dataDirOf = (env: { DATA_DIR?: string }) => path.resolve(REPO_ROOT, env.DATA_DIR || 'data');

export class ConfigError extends Error {
  constructor(readonly problems: string[], hint: string = UNSET_HINT) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n${hint}`);
    this.name = 'ConfigError';
  }
}

/**
 * Demo defaults in production: with NODE_ENV=production the published demo values would
 * let anyone in (the demo administrator 1000000001 / demo1234, a known client secret and key), so
 * each one still in use is named with how to replace it.
 */
function demoValuesInProduction(c: z.output<typeof schema>): string[] {
  const problems: string[] = [];
  if (c.DEMO_DATA === DEMO_DEFAULTS.DEMO_DATA) {
    problems.push('DEMO_DATA is true (its default): set DEMO_DATA=false and create the administrator with `npm run create-admin --workspace @portal/api`');
  }
  if (c.CLIENT_SECRET === DEMO_DEFAULTS.CLIENT_SECRET) {
    problems.push(`CLIENT_SECRET has its demo value "${DEMO_DEFAULTS.CLIENT_SECRET}": set CLIENT_SECRET to a value of your own (e.g. CLIENT_SECRET=$(openssl rand -hex 24))`);
  }
  if (c.APP_KEY === DEMO_DEFAULTS.APP_KEY) {
    problems.push(`APP_KEY has its demo value "${DEMO_DEFAULTS.APP_KEY}": set APP_KEY to a value of your own (e.g. APP_KEY=$(openssl rand -hex 24))`);
  }
  return problems;
}

/** Reads the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as "not set", so `PORT= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}=${JSON.stringify(cleaned[String(i.path[0])] ?? '')}: ${i.message}`));
  }
  const c = result.data;
  if (cleaned.NODE_ENV === 'production') {
    const problems = demoValuesInProduction(c);
    if (problems.length > 0) {
      throw new ConfigError(problems, 'NODE_ENV=production refuses the demo defaults; on a developer machine leave NODE_ENV unset to run the demo.');
    }
  }
  // relative folders are taken from the repository root, whatever the working directory
  // (npm workspaces run scripts inside api/)
  const dataDir = dataDirOf(c);
  return {
    ...c,
    DATA_DIR: dataDir,
    STORAGE_DIR: path.resolve(REPO_ROOT, c.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    OUTBOX_DIR: path.resolve(REPO_ROOT, c.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    WEB_ROOT: path.resolve(REPO_ROOT, c.WEB_ROOT ?? '.'),
    RELEASES_DIR: releasesDirOf(c, REPO_ROOT),
    SQLITE_FILE: path.join(dataDir, 'portal.sqlite'),
    REMOTE_URLS: {
      ...(c.REMOTE_URL_PARTICIPANT ? { participant: c.REMOTE_URL_PARTICIPANT } : {}),
      ...(c.REMOTE_URL_ADMIN ? { admin: c.REMOTE_URL_ADMIN } : {}),
      ...(c.REMOTE_URL_REVIEW ? { review: c.REMOTE_URL_REVIEW } : {}),
    },
  };
}
