// The portal as an app a phone installs. Its web app manifest, written by the shell's build
// as MANIFEST_FILE (tools/webpack/app-manifest.js) with the icons it names, drawn from the portal's
// icon (tools/webpack/favicon.svg); every page of the shell names it. The name and description are
// the shell's messages, the colours the theme's. Plain data: the build reads this file on its own.
import { theme } from '@portal/shared-ui/theme/theme';
import { DEFAULT_ROUTE } from '@portal/contract/constants';
import { appMessages } from './messages';

export const MANIFEST_FILE = 'manifest.webmanifest';

/** the icons, by the square size the browsers ask for; 'maskable' keeps the icon in the safe circle */
export const APP_ICONS = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
] as const;
/** iOS takes its home-screen icon from <link rel="apple-touch-icon">, opaque */
export const APPLE_TOUCH_ICON_SIZE = 180;

export interface ManifestIcon { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }

/** the manifest, given the icons' built addresses */
export function appManifest(icons: ManifestIcon[]) {
  const { name, shortName, description } = appMessages.app;
  return {
    // the id stays whatever the start page becomes: an installed portal is the same app
    id: '/',
    name,
    short_name: shortName,
    description,
    lang: 'es-CO',
    dir: 'ltr',
    // a participant's home (SPEC 2.4); without a session it sends to the login page as always
    start_url: DEFAULT_ROUTE,
    scope: '/',
    display: 'standalone',
    background_color: theme.colors.pageBackground,
    theme_color: theme.colors.primary,
    icons,
  };
}
