// The access guard (ARCHITECTURE "The api": roles are enforced on the server for every call).
// Every route declares `config.access`; a route without it stops the start-up, so none can forget.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_KEY_HEADER, STAFF_ROLES, type Role } from '@portal/contract';
import type { Actor } from '../audit';
import { resolveSession, type AuthUser } from '../modules/auth';
import type { DataVersions } from '../db/data-versions';
import type { DB } from '../db/schema';
import { MSG } from '../messages';
import { forbidden, unauthorized } from './errors';

/**
 * - 'public': anyone (login, recovery, docs, static files)
 * - 'appKey': SPEC 6 fixed application key header; a valid bearer token is accepted too
 *   (SPEC 7 "application key; also with bearer"), and then request.user is set
 * - 'authenticated': any signed-in, active user
 * - Role[]: a signed-in user whose role (SPEC 6, by profiles_id) is listed
 */
export type Access = 'public' | 'appKey' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** set by the guard; null on public and application-key calls without a bearer token */
    user: AuthUser | null;
    /**
     * the data versions the token check read in its own statement (db/data-versions.ts);
     * null whenever `user` is null (a route then reads them itself)
     */
    dataVersions: DataVersions | null;
  }
}

const ROLES: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];
const PUBLIC_SCOPE = Symbol('portal.publicScope');

function isAccess(value: unknown): value is Access {
  if (value === 'public' || value === 'appKey' || value === 'authenticated') return true;
  return Array.isArray(value) && value.length > 0 && value.every((r) => ROLES.includes(r));
}

/**
 * Registers third-party plugins whose routes are public by nature (static files, API docs) in a
 * scope where a route without `config.access` means 'public'. Everywhere else it is an error.
 */
export function registerPublicScope(app: FastifyInstance, fn: (scope: FastifyInstance) => Promise<void>): void {
  app.register(async (scope) => {
    (scope as unknown as Record<symbol, boolean>)[PUBLIC_SCOPE] = true;
    await fn(scope);
  });
}

/** The signed-in user of a route that requires one (never null after the guard passed). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** the signed-in user and the client's address, as services record them in the audit log */
export function actorOf(request: FastifyRequest): Actor {
  return { id: currentUser(request).id, ip: request.ip };
}

/**
 * "Staff or the owner" (ARCHITECTURE: participants see only their own data), the one rule for every
 * read of something that belongs to a user: true when `user` has one of the `staff` roles (the
 * administrator, approver and buyer by default) or is the owner.
 */
export function staffOrOwner(user: AuthUser, ownerId: number, staff: readonly Role[] = STAFF_ROLES): boolean {
  return staff.includes(user.role) || user.id === ownerId;
}

/** The owner filter of a list: staff see everyone's rows, anyone else only their own. */
export function ownRowsOf(user: AuthUser, staff: readonly Role[] = STAFF_ROLES): { usersId?: number } {
  return staff.includes(user.role) ? {} : { usersId: user.id };
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerAccessGuard(app: FastifyInstance, deps: { db: DB; appKey: string; sessionMaxDays?: number }): void {
  app.decorateRequest('user', null);
  app.decorateRequest('dataVersions', null);

  app.addHook('onRoute', function (route) {
    // CORS preflight (OPTIONS) carries no credentials by definition: public
    const inPublicScope = (this as unknown as Record<symbol, boolean>)[PUBLIC_SCOPE] === true || route.method === 'OPTIONS';
    const access = route.config?.access ?? (inPublicScope ? 'public' : undefined);
    if (!isAccess(access)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `Route ${methods} ${route.url} has no valid config.access. Declare who may call it: ` +
          `config: { access: 'public' | 'appKey' | 'authenticated' | ['admin', ...] } (api/src/http/access.ts).`,
      );
    }
    route.config = { ...route.config, access };
    // the OpenAPI description (/api/docs) says who may call each route
    if (access !== 'public' && route.url.startsWith('/api/')) {
      const security = access === 'appKey' ? [{ appKey: [] }, { bearer: [] }] : [{ bearer: [] }];
      const who = Array.isArray(access) ? `Roles: ${access.join(', ')}` : access === 'appKey' ? 'Application key or session' : 'Any signed-in user';
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      route.schema = { ...schema, security, description: schema.description ?? who } as unknown as typeof route.schema;
    }
  });

  // onRequest, before the body is read: an unauthorised upload is refused without parsing it
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) {
      if (request.is404) return; // the not-found handler answers
      throw forbidden();
    }
    request.user = null;
    request.dataVersions = null;
    if (access === 'public') return;

    const token = bearerOf(request);
    const session = token ? await resolveSession(deps.db, token, new Date(), deps.sessionMaxDays) : null;
    if (session) {
      request.user = session.user;
      request.dataVersions = session.versions;
    }
    if (access === 'appKey') {
      const key = request.headers[APP_KEY_HEADER];
      const keyOk = typeof key === 'string' && sameSecret(key, deps.appKey);
      if (keyOk || session) return;
      throw unauthorized(token ? MSG.sessionInvalid : MSG.appKeyInvalid);
    }

    if (!session) throw unauthorized();
    if (access === 'authenticated') return;
    if (!access.includes(session.user.role)) throw forbidden();
  });
}
