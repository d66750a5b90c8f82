// What every call of the http client (http.ts) follows, whether axios carries it (http-client.ts) or
// the page's first script already has its answer (first-reads.ts): the address (the api base and the
// query string by contract withQuery, the rule the api names the first reads by), the bearer, and how
// an answer that is not a 2xx becomes an ApiError. Small, in main.js: a page's first reads are
// settled here before the axios chunk is asked for (docs/adr/0053-axios-beside-main-js.md).
import { API, withQuery } from '@portal/contract';
import { ApiError, bodyText } from './errors';
import { messages } from './messages';

/** SPEC 7: login and recovery carry the client values in the body, never a bearer. */
const NO_BEARER: readonly string[] = [API.login, API.recover];
/** A 401 here is a wrong password or an already ended session, not a reason to leave the page. */
const NO_UNAUTHORIZED_HANDLER: readonly string[] = [API.login, API.recover, API.logout];

export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return url;
  }
}

/** the caller's url under the api base, with `params` in the query string; an absolute url as it is */
export function fullUrl(base: string, url: string, params: Record<string, unknown> | undefined): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  return withQuery(base && !absolute ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url, params);
}

/** the Authorization a call to `url` carries: the caller's own, else the session's bearer (never on login and recovery) */
export function authorizationOf(url: string, token: string | null, headers: Record<string, string> | undefined): string | undefined {
  const own = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  if (own !== undefined) return own;
  return token && !NO_BEARER.includes(pathOf(url)) ? `Bearer ${token}` : undefined;
}

export function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** a Blob's text through FileReader, which every browser (and jsdom) has */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The first abort's reason, as fetch rejects with it (older engines leave it undefined). */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The ApiError of an answer outside 2xx to a call to `url`, with the api's Spanish text; a 401
 * outside login, recovery and logout ends the session first (`unauthorized`, SPEC 8 "Missing
 * session"). A refused download ('blob') still answers JSON ({ message, detail }), read as every
 * refusal is.
 */
export async function refusal(status: number, body: unknown, url: string, unauthorized: () => void): Promise<ApiError> {
  if (status === 401 && !NO_UNAUTHORIZED_HANDLER.includes(pathOf(url))) unauthorized();
  const data = body instanceof Blob ? parseText(await blobText(body)) : body;
  return new ApiError(status, bodyText(data) ?? messages.genericError, data);
}
