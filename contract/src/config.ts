// Runtime configuration the shell fetches at start (ARCHITECTURE "Micro-frontends"): where each
// remote lives and the fixed client values of SPEC 6. Served by the api at PORTAL_CONFIG_PATH.

export const REMOTE_NAMES = ['participant', 'admin', 'review'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface PortalConfig {
  /** remote name -> URL of its mf-manifest.json */
  remotes: Record<RemoteName, string>;
  /** base of every api call, '' when the api is on the same origin (paths already start with /api) */
  apiBaseUrl: string;
  /** SPEC 6: fixed client identifier and secret sent in the body of login and recovery */
  clientId: string;
  clientSecret: string;
  /** SPEC 6: fixed application key sent as a header by registration and the branch list */
  appKey: string;
  /** SPEC 2.4 /contact: the external contact link opened at once */
  contactUrl: string;
  /**
   * For support: the release each remote and the shell runs (`<version>-<build hash>`);
   * null where it cannot be told (a remote on another origin, the shell's plain build in shell/dist)
   */
  releases?: Partial<Record<RemoteName | 'shell', string | null>>;
}

export const PORTAL_CONFIG_PATH = '/portal.config.json';

/** SPEC 6: header that carries the fixed application key. */
export const APP_KEY_HEADER = 'x-app-key';

/** SPEC 7 POST /api/login: grant_type sent with the client values. */
export const GRANT_TYPE = 'password';
