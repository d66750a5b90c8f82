// SPEC 7 "Session" calls. Check/refresh and logout are ours (SPEC says they are not shown):
// GET /api/session answers { user, expires_at } and extends the token; POST /api/logout revokes it.
import { API, GRANT_TYPE, type LoginUser, type SessionUser } from '@portal/contract';
import { getPortalConfig } from './config';
import { sessionSaved, useSession, whenHydrated } from './session';
import { ApiError, bodyText } from './errors';
import { messages } from './messages';

/**
 * The one http client, without a static import: `eager` puts http.ts in the same chunk
 * as this module, never a chunk of its own, so the login page's own bundle, which loads this module
 * when the form is first used, gets the client with it and not with the page. In the whole shell
 * and the remotes it is the module already loaded.
 */
const client = () => import(/* webpackMode: "eager" */ './http').then((m) => m.http);

function clientValues() {
  const { clientId, clientSecret } = getPortalConfig();
  return { grant_type: GRANT_TYPE, client_id: clientId, client_secret: clientSecret };
}

function isLoginUser(value: unknown): value is LoginUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<LoginUser>;
  return typeof v.access_token === 'string' && typeof v.id === 'number' && typeof v.profiles_id === 'number';
}

/** SPEC 7: the answer is an array whose first item is the user with points and access_token; else a message. */
export async function login(identification: string, password: string): Promise<LoginUser> {
  const { data, status } = await (await client()).post<unknown>(API.login, {
    username: identification.trim(),
    password,
    ...clientValues(),
  });
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (!isLoginUser(first)) throw new ApiError(status, bodyText(data) ?? messages.loginUnexpected, data);
  // a session read back from IndexedDB after this point would overwrite the new one
  await whenHydrated();
  useSession.getState().setSession(first);
  await sessionSaved();
  return first;
}

/** SPEC 7: message 'error' with detail, else success; answers the notice to show (SPEC 8). */
export async function recoverPassword(identification: string, email: string): Promise<string> {
  const { data, status } = await (await client()).post<{ message?: string; detail?: string }>(API.recover, {
    identification_number: identification.trim(),
    email: email.trim(),
    ...clientValues(),
  });
  if (data?.message !== 'success') throw new ApiError(status, bodyText(data) ?? messages.genericError, data);
  return messages.recoverySent;
}

/**
 * A fresh load of an /admin page sends the session check at the start, beside the page's
 * first reads (shell/src/prefetch.ts), not when the layout is first drawn (after the shell's code
 * has run and, on a remote's page, after the remote's code has come); the layout's first check
 * takes that answer. Only one check is ever taken this way: any later check asks the api again.
 */
let sentEarly: { token: string; answer: Promise<SessionUser> } | null = null;

export function sendSessionCheckEarly(): void {
  const { token } = useSession.getState();
  if (sentEarly || !token) return;
  sentEarly = { token, answer: askSession() };
  // the layout's check sees the outcome, a 401 included
  sentEarly.answer.catch(() => undefined);
}

/**
 * SPEC 2.1: the admin layout checks the session on load and the check refreshes it. An early check
 * (above) is taken only for the token it was sent with: after a logout and a new login in the same
 * page, the new session is asked about.
 */
export async function checkSession(): Promise<SessionUser> {
  const early = sentEarly;
  sentEarly = null;
  if (early && early.token === useSession.getState().token) return early.answer;
  return askSession();
}

/**
 * SPEC 8 "Missing session": only the api's own refusal of the token (401, 403) says the
 * session is over. A 5xx, a dropped connection or an answer without the user says nothing about it:
 * the stored session is kept and the check is asked again (shell useSessionCheck).
 */
export function sessionRefused(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}

async function askSession(): Promise<SessionUser> {
  if (!useSession.getState().token) throw new ApiError(401, messages.noSession);
  const { data } = await (await client()).get<{ user: SessionUser; expires_at?: string }>(API.session);
  if (!data?.user) throw new ApiError(500, messages.genericError, data);
  useSession.getState().setUser(data.user, data.expires_at ?? null);
  return data.user;
}

/** SPEC 2.2 /auth/logout-page: revoke the token on the server, and forget it here whatever happens. */
export async function logout(): Promise<void> {
  // opened as a fresh page (/auth/logout-page typed or redirected to), the token is still being
  // read from IndexedDB: without waiting, nothing would be revoked on the server
  await whenHydrated();
  try {
    if (useSession.getState().token) await (await client()).post(API.logout);
  } catch (err) {
    // SPEC 8: transport errors are logged; the local session ends anyway.
    console.warn('No se pudo cerrar la sesión en el servidor', err);
  } finally {
    useSession.getState().clear();
    await sessionSaved();
  }
}
