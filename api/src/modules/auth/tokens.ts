// Sessions are tokens in the database (ARCHITECTURE "Growing past one machine"): 32 random bytes,
// base64url, stored only as their sha256 hex, with an expiry that GET /api/session slides forward.
// The queries are repository.ts's (docs/adr/0049-api-modules-in-four-layers.md).
import crypto from 'node:crypto';
import { roleOf, type Role } from '@portal/contract';
import { addHours, nowIso } from '../../db/time';
import { dataVersionsOf, type DataVersions } from '../../db/data-versions';
import { KeptWhileUnchanged } from '../../db/unchanged';
import type { DB } from '../../db/schema';
import {
  deleteAccessTokensEndedBefore, findAccessTokenLogin, insertAccessToken, lookUpToken, revokeAccessToken, revokeUserAccessTokens,
  setAccessTokenExpiry, touchAccessToken, type LookedUpToken,
} from './repository';

// the token check's statement, as tools/perf/bench.ts measures it
export { lookUpToken };

/** The signed-in user the access guard puts on request.user. */
export interface AuthUser {
  id: number;
  name: string;
  profiles_id: number;
  role: Role;
  /** access_tokens.id of the bearer token used */
  tokenId: number;
  expiresAt: string;
}

export const newToken = () => crypto.randomBytes(32).toString('base64url');
// crypto.hash: the one-shot form (Node >= 20.12), a quarter of createHash's cost on every request
export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex');

export async function issueToken(db: DB, usersId: number, ttlHours: number, now = new Date()) {
  const token = newToken();
  const createdAt = nowIso(now);
  const expiresAt = addHours(now, ttlHours);
  await insertAccessToken(db, { users_id: usersId, token_hash: hashToken(token), created_at: createdAt, expires_at: expiresAt, last_used_at: createdAt, revoked_at: null });
  return { token, expiresAt };
}

/** the default absolute limit of a session (config SESSION_MAX_DAYS), days after its login */
export const SESSION_MAX_DAYS_DEFAULT = 30;
const DAY_MS = 24 * 3_600_000;

// last_used_at is written at most once a minute per token, so reads do not turn into writes
const TOUCH_AFTER_MS = 60_000;

/** what the token check found: the signed-in user, and the data versions read with it */
export interface Session {
  user: AuthUser;
  versions: DataVersions;
}

/** a session found, with its times as numbers so a request that finds it kept parses nothing */
interface Found {
  row: LookedUpToken;
  expiresMs: number;
  lastUsedMs: number;
  createdMs: number;
}

/**
 * The token check of every request runs one prepared statement (repository.ts
 * lookUpToken). Its answer is kept only while the database is exactly as it was when it was read
 * (db/unchanged.ts): a token revoked, a user deactivated or a role changed, by this process or any
 * other, changes the database, and the next request reads again. Kept per database, only found
 * ones (a wrong token keeps nothing).
 */
const KEPT = new WeakMap<DB, KeptWhileUnchanged<Found>>();
const KEPT_SESSIONS = 10_000;

function keptSessionsOf(db: DB): KeptWhileUnchanged<Found> {
  let kept = KEPT.get(db);
  if (!kept) {
    kept = new KeptWhileUnchanged<Found>(KEPT_SESSIONS);
    KEPT.set(db, kept);
  }
  return kept;
}

/**
 * The active user behind a bearer token, or null (unknown, expired, revoked, user inactive, or
 * logged in more than `maxDays` days ago however often it slid forward).
 */
export async function resolveSession(db: DB, token: string, now = new Date(), maxDays = SESSION_MAX_DAYS_DEFAULT): Promise<Session | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const kept = keptSessionsOf(db);
  // the state is taken before the read, so a change made while reading is never missed
  const state = kept.stateOf(db);
  let found = kept.get(state, hash);
  // the statement's own test of the expiry: time moves while the database does not
  if (!found || !(now.getTime() < found.expiresMs)) {
    const row = await lookUpToken(db, hash, now);
    if (!row) return null;
    found = { row, expiresMs: Date.parse(row.expires_at), lastUsedMs: row.last_used_at ? Date.parse(row.last_used_at) : NaN, createdMs: Date.parse(row.created_at) };
    kept.keep(state, hash, found);
  }
  // the absolute limit, counted from the login (NaN, an unreadable date, is refused too)
  const endMs = found.createdMs + maxDays * DAY_MS;
  if (!(now.getTime() < endMs)) return null;
  const { row } = found;
  const role = roleOf(row.profiles_id);
  if (!role) return null;
  // NaN (never used) is not <= anything: touched
  if (!(now.getTime() - found.lastUsedMs <= TOUCH_AFTER_MS)) {
    await touchAccessToken(db, row.tokenId, nowIso(now));
  }
  return {
    user: { id: row.id, name: row.name, profiles_id: row.profiles_id, role, tokenId: row.tokenId, expiresAt: found.expiresMs <= endMs ? row.expires_at : nowIso(new Date(endMs)) },
    versions: dataVersionsOf(row),
  };
}

export async function resolveToken(db: DB, token: string, now = new Date()): Promise<AuthUser | null> {
  return (await resolveSession(db, token, now))?.user ?? null;
}

/**
 * Slides the token's expiry to now + ttl, never past `maxDays` days after its login;
 * returns the new expiry.
 */
export async function refreshToken(db: DB, tokenId: number, ttlHours: number, now = new Date(), maxDays = SESSION_MAX_DAYS_DEFAULT): Promise<string> {
  const token = await findAccessTokenLogin(db, tokenId);
  const slid = addHours(now, ttlHours);
  const end = token ? addHours(token.created_at, 24 * maxDays) : slid;
  const expiresAt = Date.parse(end) < Date.parse(slid) ? end : slid;
  await setAccessTokenExpiry(db, tokenId, expiresAt, nowIso(now));
  return expiresAt;
}

export async function revokeToken(db: DB, tokenId: number, now = new Date()): Promise<void> {
  await revokeAccessToken(db, tokenId, nowIso(now));
}

/** After a password change every open session of the user ends. */
export function revokeAllTokens(db: DB, usersId: number, now = new Date()): Promise<number> {
  return revokeUserAccessTokens(db, usersId, nowIso(now));
}

/** Housekeeping: tokens expired or revoked more than `days` ago are of no use to anyone. */
export async function purgeOldTokens(db: DB, days = 30, now = new Date()): Promise<void> {
  await deleteAccessTokensEndedBefore(db, addHours(now, -24 * days));
}
