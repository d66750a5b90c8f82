// Sessions are tokens in the database (ARCHITECTURE "Growing past one machine"): 32 random bytes,
// base64url, stored only as their sha256 hex, with an expiry that GET /api/session slides forward.
import crypto from 'node:crypto';
import { roleOf, type Role } from '@portal/contract';
import { addHours, nowIso } from '../../db/time';
import { dataVersionsOf, selectDataVersions, type DataVersions } from '../../db/data-versions';
import { preparedQuery } from '../../db/prepared';
import { KeptWhileUnchanged } from '../../db/unchanged';
import type { DB } from '../../db/schema';

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
// crypto.hash: the one-shot form (Node >= 20.12), a quarter of createHash's cost on every request (issue 12)
export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex');

export async function issueToken(db: DB, usersId: number, ttlHours: number, now = new Date()) {
  const token = newToken();
  const createdAt = nowIso(now);
  const expiresAt = addHours(now, ttlHours);
  await db
    .insertInto('access_tokens')
    .values({ users_id: usersId, token_hash: hashToken(token), created_at: createdAt, expires_at: expiresAt, last_used_at: createdAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** issue 25: the default absolute limit of a session (config SESSION_MAX_DAYS), days after its login */
export const SESSION_MAX_DAYS_DEFAULT = 30;
const DAY_MS = 24 * 3_600_000;

// last_used_at is written at most once a minute per token, so reads do not turn into writes
const TOUCH_AFTER_MS = 60_000;

interface TokenRow { tokenId: number; created_at: string; expires_at: string; last_used_at: string | null; id: number; name: string; profiles_id: number }
/** the row with the data versions it selected as well (db/data-versions.ts) */
type LookedUp = TokenRow & Record<string, unknown>;

/**
 * The token check of every request (issue 12): one indexed lookup (token_hash is unique) joined to
 * its user, compiled once (db/prepared.ts), which also reads the data versions (db/data-versions.ts)
 * so that a route's cache costs no statement more. Its answer is kept only while the database is
 * exactly as it was when it was read (db/unchanged.ts): a token revoked, a user deactivated or a
 * role changed, by this process or any other, changes the database, and the next request reads again.
 */
const tokenLookup = preparedQuery<'hash' | 'now', LookedUp>((db: DB, param) => db
  .selectFrom('access_tokens as t')
  .innerJoin('users as u', 'u.id', 't.users_id')
  .select(['t.id as tokenId', 't.created_at', 't.expires_at', 't.last_used_at', 'u.id', 'u.name', 'u.profiles_id'])
  .select(selectDataVersions())
  .where('t.token_hash', '=', param('hash'))
  .where('t.revoked_at', 'is', null)
  .where('t.expires_at', '>', param('now'))
  .where('u.state', '=', 1));

/** what the token check found: the signed-in user, and the data versions read with it */
export interface Session {
  user: AuthUser;
  versions: DataVersions;
}

/** a session found, with its times as numbers so a request that finds it kept parses nothing */
interface Found {
  row: LookedUp;
  expiresMs: number;
  lastUsedMs: number;
  createdMs: number;
}

/** the token's row as the database has it now: the statement a request runs after any change */
export function lookUpToken(db: DB, hash: string, now: Date): Promise<LookedUp | undefined> {
  return tokenLookup.executeTakeFirst(db, { hash, now: nowIso(now) });
}

/** the sessions found, per database, while it is unchanged (only found ones: a wrong token keeps nothing) */
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
 * The active user behind a bearer token, or null (unknown, expired, revoked, user inactive, or,
 * issue 25, logged in more than `maxDays` days ago however often it slid forward).
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
  // issue 25: the absolute limit, counted from the login (NaN, an unreadable date, is refused too)
  const endMs = found.createdMs + maxDays * DAY_MS;
  if (!(now.getTime() < endMs)) return null;
  const { row } = found;
  const role = roleOf(row.profiles_id);
  if (!role) return null;
  // NaN (never used) is not <= anything: touched
  if (!(now.getTime() - found.lastUsedMs <= TOUCH_AFTER_MS)) {
    await db.updateTable('access_tokens').set({ last_used_at: nowIso(now) }).where('id', '=', row.tokenId).execute();
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
 * Slides the token's expiry to now + ttl, never past `maxDays` days after its login (issue 25);
 * returns the new expiry.
 */
export async function refreshToken(db: DB, tokenId: number, ttlHours: number, now = new Date(), maxDays = SESSION_MAX_DAYS_DEFAULT): Promise<string> {
  const token = await db.selectFrom('access_tokens').select('created_at').where('id', '=', tokenId).executeTakeFirst();
  const slid = addHours(now, ttlHours);
  const end = token ? addHours(token.created_at, 24 * maxDays) : slid;
  const expiresAt = Date.parse(end) < Date.parse(slid) ? end : slid;
  await db.updateTable('access_tokens').set({ expires_at: expiresAt, last_used_at: nowIso(now) }).where('id', '=', tokenId).execute();
  return expiresAt;
}

export async function revokeToken(db: DB, tokenId: number, now = new Date()): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: nowIso(now) }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
}

/** After a password change every open session of the user ends. */
export async function revokeAllTokens(db: DB, usersId: number, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso(now) })
    .where('users_id', '=', usersId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Housekeeping: tokens expired or revoked more than `days` ago are of no use to anyone. */
export async function purgeOldTokens(db: DB, days = 30, now = new Date()): Promise<void> {
  const before = addHours(now, -24 * days);
  await db.deleteFrom('access_tokens').where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)])).execute();
}
