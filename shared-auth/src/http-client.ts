// The portal's one axios instance (ARCHITECTURE "shared-auth"), behind `http` (http.ts), in a chunk of
// its own that no page's first paint waits for (docs/adr/0053-axios-beside-main-js.md):
// - a request interceptor puts the session's bearer on every call but login and recovery (SPEC 7);
// - a response interceptor ends the session on a 401 (SPEC 8 "Missing session") and turns every
//   failure into an ApiError with the api's Spanish text (answers.ts refusal); a cancelled call
//   rejects with its signal's reason (an AbortError), which TanStack Query takes as a cancellation;
// - fetch carries the calls, and XMLHttpRequest an upload that reports its progress (fetch cannot
//   over HTTP/1.1).
// The address comes whole from http.ts (answers.ts fullUrl), the one rule of the api base and the query string.
import axios, { AxiosError, AxiosHeaders, getAdapter, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { abortReason, authorizationOf, refusal } from './answers';
import { toApiError } from './errors';
import type { HttpReply, HttpRequest, HttpResponse, ReadOptions, SendOptions, Transport } from './http';

/** What the client reads of the page at each call: http.ts holds it. */
export interface ClientHooks {
  token(): string | null;
  /** a 401 outside login, recovery and logout: the session ends */
  unauthorized(): void;
  /** the test seam (testing.ts installFakeApi), else null: the network */
  transport(): Transport | null;
}

export interface PortalClient {
  /** `url`: the whole address (answers.ts fullUrl); `path`: the caller's, for the rules by path */
  request<T>(method: HttpRequest['method'], url: string, path: string, body: unknown, options: ReadOptions & SendOptions): Promise<HttpResponse<T>>;
}

/** The lower-case headers axios would send (false and null ones are left out by toJSON). */
function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) if (typeof value === 'string') out[name.toLowerCase()] = value;
  return out;
}

/** An adapter over a Transport (the test seam): the call as it would go out, the answer as axios's own adapters settle it. */
function transportAdapter(transport: Transport): AxiosAdapter {
  return async (config) => {
    const reply: HttpReply = await transport({
      method: (config.method ?? 'get').toUpperCase() as HttpRequest['method'],
      url: config.url ?? '',
      headers: headersOf(config),
      body: config.data as string | FormData | undefined,
      signal: config.signal as AbortSignal | undefined,
      responseType: config.responseType === 'blob' ? 'blob' : 'json',
      onUploadProgress: config.onUploadProgress,
    });
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: '', headers: {}, config, request: null };
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
}

/** the caller's path of a call, kept on its config (axios keeps a key it does not know) for the rules by path: no bearer, no 401 handler */
type WithPath = InternalAxiosRequestConfig & { portalPath?: string };

export function createClient(hooks: ClientHooks): PortalClient {
  const instance = axios.create({
    // no User-Agent of axios's own: a header the browser does not let a page set
    headers: { accept: 'application/json', 'User-Agent': false },
    // the page's fetch at each call, so a test may put its own in
    env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) },
    adapter: (config) => {
      const fake = hooks.transport();
      return fake ? transportAdapter(fake)(config) : getAdapter(config.onUploadProgress ? 'xhr' : 'fetch', config)(config);
    },
  });

  instance.interceptors.request.use((config: WithPath) => {
    const authorization = config.headers.has('authorization') ? undefined : authorizationOf(config.portalPath ?? '', hooks.token(), undefined);
    if (authorization) config.headers.set('authorization', authorization);
    // no body, or FormData (the browser writes the multipart type with its boundary): no content-type of axios's
    if (config.data === undefined || config.data instanceof FormData) config.headers.setContentType(false);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (error as AxiosError).config as WithPath | undefined;
    const signal = config?.signal as AbortSignal | undefined;
    if (signal?.aborted) throw abortReason(signal);
    const response = error instanceof AxiosError ? error.response : undefined;
    // no answer: the network failed (fetch's TypeError, axios's ERR_NETWORK), or a fault of ours
    if (!response) throw toApiError(error instanceof AxiosError && error.code === AxiosError.ERR_NETWORK ? new TypeError(error.message) : error);
    throw await refusal(response.status, response.data, config?.portalPath ?? '', hooks.unauthorized);
  });

  return {
    async request<T>(method: HttpRequest['method'], url: string, path: string, body: unknown, options: ReadOptions & SendOptions) {
      const { signal } = options;
      const config = {
        method, url, data: body, headers: options.headers, signal,
        responseType: options.responseType ?? 'json', onUploadProgress: options.onUploadProgress, portalPath: path,
      };
      const answer = await instance.request<T>(config);
      // an answer that came after the caller gave up is not theirs any more
      if (signal?.aborted) throw abortReason(signal);
      return { data: answer.data, status: answer.status };
    },
  };
}
