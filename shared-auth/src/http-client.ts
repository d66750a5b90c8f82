// The portal's one axios instance (ARCHITECTURE "shared-auth"), behind `http` (http.ts). A chunk of
// its own: every page asks for it beside main.js, not inside it, so main.js's bytes, which set the
// page's first paint, stay as they are (docs/adr/0053-axios-beside-main-js.md).
// - a request interceptor puts the api base in front of the path and the session's bearer on
//   every call but login and recovery (SPEC 7);
// - a response interceptor ends the session on a 401 (SPEC 8 "Missing session") and turns every
//   failure into an ApiError with the api's Spanish text; a cancelled call rejects with its
//   signal's reason (an AbortError), which TanStack Query takes as a cancellation;
// - a read the page sent before main.js (first-reads.ts) is taken instead of asking again; fetch
//   carries the other calls, and XMLHttpRequest an upload that reports its progress (fetch cannot
//   over HTTP/1.1).
import axios, { AxiosError, AxiosHeaders, getAdapter, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API, withQuery } from '@portal/contract';
import { takeFirstRead } from './first-reads';
import { ApiError, bodyText, toApiError } from './errors';
import { messages } from './messages';
import type { HttpReply, HttpRequest, HttpResponse, ReadOptions, SendOptions, Transport } from './http';

/** SPEC 7: login and recovery carry the client values in the body, never a bearer. */
const NO_BEARER: readonly string[] = [API.login, API.recover];
/** A 401 here is a wrong password or an already ended session, not a reason to leave the page. */
const NO_UNAUTHORIZED_HANDLER: readonly string[] = [API.login, API.recover, API.logout];

/** What the client reads of the page at each call: http.ts holds it. */
export interface ClientHooks {
  baseURL(): string;
  token(): string | null;
  /** a 401 outside login, recovery and logout: the session ends */
  unauthorized(): void;
  /** the test seam (testing.ts installFakeApi), else null: the network */
  transport(): Transport | null;
}

export interface PortalClient {
  request<T>(method: HttpRequest['method'], url: string, body: unknown, options: ReadOptions & SendOptions): Promise<HttpResponse<T>>;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return url;
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

function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The first abort's reason, as fetch rejects with it (older engines leave it undefined). */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** The lower-case headers axios would send (false and null ones are left out by toJSON). */
function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) if (typeof value === 'string') out[name.toLowerCase()] = value;
  return out;
}

/** What axios's own adapters do with an answer: settled as it is in 2xx, else an AxiosError that carries it. */
function settle(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config, request: null };
  if (!config.validateStatus || config.validateStatus(status)) return response;
  throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
}

/** An adapter over a Transport (the test seam): the call as it would go out, the answer as axios reads it. */
function transportAdapter(transport: Transport): AxiosAdapter {
  return async (config) => {
    const reply: HttpReply = await transport({
      method: (config.method ?? 'get').toUpperCase() as HttpRequest['method'],
      url: axios.getUri(config),
      headers: headersOf(config),
      body: config.data as string | FormData | undefined,
      signal: config.signal as AbortSignal | undefined,
      responseType: config.responseType === 'blob' ? 'blob' : 'json',
      onUploadProgress: config.onUploadProgress,
    });
    return settle(config, reply.status, reply.body);
  };
}

/**
 * A read the page's first script sent before main.js (first-reads.ts), for this address and this
 * token, answered as the fetch adapter would answer it (the text; a Blob for a 2xx 'blob' read); null
 * when there is none (or it failed): the call goes out.
 */
async function firstReadOf(config: InternalAxiosRequestConfig): Promise<AxiosResponse | null> {
  if (config.method !== 'get') return null;
  const authorization = config.headers.get('authorization');
  const early = takeFirstRead(axios.getUri(config), typeof authorization === 'string' ? authorization : undefined);
  const res = early && (await early);
  if (!res) return null;
  // a refused download still answers JSON ({ message, detail }): read as text, like every refusal
  return settle(config, res.status, config.responseType === 'blob' && res.ok ? await res.blob() : await res.text());
}

export function createClient(hooks: ClientHooks): PortalClient {
  const instance = axios.create({
    // no User-Agent of axios's own: a header the browser does not let a page set
    headers: { accept: 'application/json', 'User-Agent': false },
    // a read's params in the query string by the rule the api's first reads are named by (contract withQuery)
    paramsSerializer: { serialize: (params) => withQuery('', params).replace(/^\?/, '') },
    // the page's fetch at each call, so a test may put its own in
    env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) },
    adapter: async (config) => {
      const fake = hooks.transport();
      if (fake) return transportAdapter(fake)(config);
      return (await firstReadOf(config)) ?? getAdapter(config.onUploadProgress ? 'xhr' : 'fetch', config)(config);
    },
  });

  instance.interceptors.request.use((config) => {
    config.baseURL = hooks.baseURL() || undefined;
    const token = hooks.token();
    if (token && !NO_BEARER.includes(pathOf(config.url ?? '')) && !config.headers.has('authorization')) config.headers.set('authorization', `Bearer ${token}`);
    // no body, or FormData (the browser writes the multipart type with its boundary): no content-type of axios's
    if (config.data === undefined || config.data instanceof FormData) config.headers.setContentType(false);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (error as AxiosError).config;
    const signal = config?.signal as AbortSignal | undefined;
    if (signal?.aborted) throw abortReason(signal);
    const response = error instanceof AxiosError ? error.response : undefined;
    // no answer: the network failed (fetch's TypeError, axios's ERR_NETWORK), or a fault of ours
    if (!response) throw toApiError(error instanceof AxiosError && error.code === AxiosError.ERR_NETWORK ? new TypeError(error.message) : error);
    if (response.status === 401 && !NO_UNAUTHORIZED_HANDLER.includes(pathOf(config?.url ?? ''))) hooks.unauthorized();
    // a refused download ('blob') still answers JSON ({ message, detail }), read as every refusal is
    const data = response.data instanceof Blob ? parseText(await blobText(response.data)) : response.data;
    throw new ApiError(response.status, bodyText(data) ?? messages.genericError, data);
  });

  return {
    async request<T>(method: HttpRequest['method'], url: string, body: unknown, options: ReadOptions & SendOptions) {
      const { signal } = options;
      if (signal?.aborted) throw abortReason(signal);
      const answer = await instance.request<T>({
        method, url, data: body, params: options.params, headers: options.headers, signal,
        responseType: options.responseType ?? 'json', onUploadProgress: options.onUploadProgress,
      });
      // an answer that came after the caller gave up is not theirs any more
      if (signal?.aborted) throw abortReason(signal);
      return { data: answer.data, status: answer.status };
    },
  };
}
