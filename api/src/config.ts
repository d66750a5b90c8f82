// Config is read once, at start, through a schema (STYLE "Habits"): a missing or bad value stops
// the program with a message naming the variable and how to set it.
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from '@portal/contract';

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

/** "10/min" -> at most 10 requests per minute and client address. */
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
  CLIENT_SECRET: z.string().trim().min(1).default('demo-client-secret'),
  APP_KEY: z.string().trim().min(1).default('demo-app-key'),
  /** seed demo users and catalogue on first start (empty database only) */
  DEMO_DATA: flag.default(true),
  TOKEN_TTL_HOURS: positiveInt('TOKEN_TTL_HOURS').default(12),
  POINTS_EXPIRY_MONTHS: positiveInt('POINTS_EXPIRY_MONTHS').default(12),
  /** SPEC 2.4 /contact: link opened at once (demo default: a WhatsApp chat) */
  CONTACT_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/|mailto:|tel:)/, 'must be an https://, mailto: or tel: link')
    .default('https://wa.me/573000000000'),
  /** folder holding shell/dist and remote-<name>/dist (the monorepo root) */
  WEB_ROOT: optionalText,
  REMOTE_URL_PARTICIPANT: optionalText,
  REMOTE_URL_ADMIN: optionalText,
  REMOTE_URL_REVIEW: optionalText,
  /** comma-separated origins allowed to call the api from another origin (remotes on their own CDN) */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((o) => o.trim()).filter(Boolean) : [])),
  /**
   * behind a reverse proxy / load balancer: 'true', a hop count ('1') or trusted addresses
   * ('10.0.0.0/8,127.0.0.1'), so rate limits see the client's address instead of the proxy's
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v): boolean | number | string => {
      if (!v || v === 'false' || v === '0') return false;
      if (v === 'true') return true;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** login and password recovery attempts per client address */
  RATE_LIMIT_LOGIN: rateLimit.default({ max: 10, timeWindowMs: 60_000 }),
});

type Parsed = z.output<typeof schema>;

export interface Config extends Omit<Parsed, 'DATA_DIR' | 'STORAGE_DIR' | 'OUTBOX_DIR' | 'WEB_ROOT'> {
  DATA_DIR: string;
  STORAGE_DIR: string;
  OUTBOX_DIR: string;
  WEB_ROOT: string;
  /** where the SQLite file lives when DATABASE_URL is not set */
  SQLITE_FILE: string;
  /** remote name -> explicit manifest URL (REMOTE_URL_*), when set */
  REMOTE_URLS: Partial<Record<RemoteName, string>>;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSet the variable(s) in the environment (e.g. PORT=8080 npm start) or unset them to use the defaults.`);
    this.name = 'ConfigError';
  }
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
  // relative folders are taken from the repository root, whatever the working directory
  // (npm workspaces run scripts inside api/)
  const dataDir = path.resolve(REPO_ROOT, c.DATA_DIR ?? 'data');
  return {
    ...c,
    DATA_DIR: dataDir,
    STORAGE_DIR: path.resolve(REPO_ROOT, c.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    OUTBOX_DIR: path.resolve(REPO_ROOT, c.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    WEB_ROOT: path.resolve(REPO_ROOT, c.WEB_ROOT ?? '.'),
    SQLITE_FILE: path.join(dataDir, 'portal.sqlite'),
    REMOTE_URLS: {
      ...(c.REMOTE_URL_PARTICIPANT ? { participant: c.REMOTE_URL_PARTICIPANT } : {}),
      ...(c.REMOTE_URL_ADMIN ? { admin: c.REMOTE_URL_ADMIN } : {}),
      ...(c.REMOTE_URL_REVIEW ? { review: c.REMOTE_URL_REVIEW } : {}),
    },
  };
}
