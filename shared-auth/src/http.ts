// The ONE axios instance of the portal (ARCHITECTURE "shared-auth"): bearer token from the session,
// and a 401 ends the session everywhere at once.
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { API } from '@portal/contract';
import { onPortalConfig } from './config';
import { useSession } from './session';
import { toApiError } from './errors';

export const http = axios.create({ headers: { Accept: 'application/json' } });

onPortalConfig((config) => {
  http.defaults.baseURL = config.apiBaseUrl;
});

/** SPEC 7: login and recovery carry the client values in the body, never a bearer. */
const NO_BEARER: readonly string[] = [API.login, API.recover];
/** A 401 here is a wrong password or an already ended session, not a reason to leave the page. */
const NO_UNAUTHORIZED_HANDLER: readonly string[] = [API.login, API.recover, API.logout];

function pathOf(config: InternalAxiosRequestConfig | undefined): string {
  const url = config?.url ?? '';
  try {
    return new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return url;
  }
}

let unauthorizedHandler: () => void = () => undefined;

/** The shell sets it to go to /auth/logout-page (SPEC 8 "Missing session"). */
export function setUnauthorizedHandler(fn: () => void): void {
  unauthorizedHandler = fn;
}

http.interceptors.request.use((config) => {
  const token = useSession.getState().token;
  if (token && !NO_BEARER.includes(pathOf(config)) && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

http.interceptors.response.use(undefined, (err: unknown) => {
  const apiError = toApiError(err);
  const config = axios.isAxiosError(err) ? err.config : undefined;
  if (apiError.status === 401 && !NO_UNAUTHORIZED_HANDLER.includes(pathOf(config))) {
    useSession.getState().clear();
    unauthorizedHandler();
  }
  return Promise.reject(apiError);
});
