// Runtime configuration (ARCHITECTURE "Micro-frontends"): read once at start from PORTAL_CONFIG_PATH,
// so a remote can move without rebuilding the shell.
import { APP_KEY_HEADER, PORTAL_CONFIG_PATH, type PortalConfig } from '@portal/contract';

let current: PortalConfig | null = null;
const listeners = new Set<(config: PortalConfig) => void>();

export function configurePortal(config: PortalConfig): void {
  current = config;
  listeners.forEach((fn) => fn(config));
}

/** Internal: lets the http client follow the configured api base without an import cycle. */
export function onPortalConfig(fn: (config: PortalConfig) => void): void {
  listeners.add(fn);
  if (current) fn(current);
}

export function getPortalConfig(): PortalConfig {
  if (!current) {
    throw new Error(
      'Portal config is not loaded: call loadPortalConfig() (or configurePortal() in tests) before using shared-auth.',
    );
  }
  return current;
}

function isPortalConfig(value: unknown): value is PortalConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.remotes === 'object' && v.remotes !== null &&
    typeof v.apiBaseUrl === 'string' && typeof v.clientId === 'string' &&
    typeof v.clientSecret === 'string' && typeof v.appKey === 'string' && typeof v.contactUrl === 'string'
  );
}

export async function loadPortalConfig(url: string = PORTAL_CONFIG_PATH): Promise<PortalConfig> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}; the api serves it at ${PORTAL_CONFIG_PATH}.`);
  const body: unknown = await res.json();
  if (!isPortalConfig(body)) {
    throw new Error(
      `${url} lacks a field of PortalConfig (remotes, apiBaseUrl, clientId, clientSecret, appKey, contactUrl).`,
    );
  }
  configurePortal(body);
  return body;
}

/** SPEC 6: registration and the branch list send the fixed application key as a header. */
export function appKeyHeaders(): Record<string, string> {
  return { [APP_KEY_HEADER]: getPortalConfig().appKey };
}

/** SPEC 2.6: an image is the site host plus its stored path; null when there is none (caller shows a placeholder). */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path || !path.trim()) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const base = (current?.apiBaseUrl ?? '').replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
