// The portal's design tokens, in the spirit of Material Dashboard PRO React (the original product's
// template). Every style value of shared-ui, the shell and the remotes comes from here (STYLE.md).
import { DRAWER_CLOSE_MIN_WIDTH, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH, WIZARD_MOBILE_MAX_WIDTH } from '@portal/contract';

// WCAG 2.1 AA 1.4.3, 1.4.11: each tone carries white text (buttons, alerts, badges) and is read as
// text on white and on the page's grey: at least 4.5:1 on white (Material's 700-900 shades of the
// template's hues; the template's 500s give 2.2-3.7:1). primary, the template's own, is 6.3:1.
const palette = {
  primary: '#9c27b0',
  info: '#00838f',
  success: '#2e7d32',
  warning: '#b45309',
  danger: '#c62828',
  rose: '#c2185b',
  gray: '#666666',
} as const;

/** Colours a card header, a button or an alert may take. */
export type Tone = keyof typeof palette;

const colors = {
  ...palette,
  white: '#ffffff',
  black: '#000000',
  text: '#3c4858',
  /** hints, labels at rest, read-only values: 5.7:1 on white, 4.9:1 on the page's grey */
  textMuted: '#666666',
  heading: '#3c4858',
  link: '#9c27b0',
  border: '#d2d2d2',
  divider: '#eeeeee',
  pageBackground: '#eeeeee',
  surface: '#ffffff',
  rowHover: '#f5f5f5',
  stripe: '#fafafa',
  backdrop: 'rgba(0, 0, 0, 0.5)',
  dangerSoft: '#fdecea',
  successSoft: '#edf7ed',
  infoSoft: '#e5f6fd',
  warningSoft: '#fff4e5',
  /** the keyboard focus outline, 4.5:1 on white and on the page's grey */
  focus: palette.info,
  /** SPEC 2.9: rejected invoices are shown struck through in red. */
  struck: palette.danger,
} as const;

/** Card-header and raised-button gradients (Material Dashboard's "60deg" headers). */
const gradients: Record<Tone, string> = {
  // white text keeps 4.5:1 at both ends of every gradient
  primary: 'linear-gradient(60deg, #8e24aa, #7b1fa2)',
  info: 'linear-gradient(60deg, #00838f, #006064)',
  success: 'linear-gradient(60deg, #2e7d32, #1b5e20)',
  warning: 'linear-gradient(60deg, #b45309, #92400e)',
  danger: 'linear-gradient(60deg, #c62828, #b71c1c)',
  rose: 'linear-gradient(60deg, #c2185b, #ad1457)',
  gray: 'linear-gradient(60deg, #666666, #555555)',
};

/** SPEC 2.1: the settings panel offers these sidebar colours (active link) and backgrounds. */
const sidebarColors = {
  purple: palette.primary,
  azure: palette.info,
  green: palette.success,
  orange: palette.warning,
  danger: palette.danger,
  rose: palette.rose,
} as const;
export type SidebarColor = keyof typeof sidebarColors;

const sidebarBackgrounds = {
  black: { background: '#000000', overlayOpacity: 0.8, text: '#ffffff' },
  white: { background: '#ffffff', overlayOpacity: 0.93, text: '#3c4858' },
  blue: { background: palette.info, overlayOpacity: 0.93, text: '#ffffff' },
} as const;
export type SidebarBackground = keyof typeof sidebarBackgrounds;

/** SPEC 2.1 / 2.3 / 9: 600 px wizard breakpoint, 960 px drawer breakpoint. */
const breakpoints = { sm: WIZARD_MOBILE_MAX_WIDTH, md: DRAWER_CLOSE_MIN_WIDTH, lg: 1280, xl: 1920 } as const;
export type Breakpoint = keyof typeof breakpoints;

const media = {
  /** width >= 600 */
  smUp: `@media (min-width: ${breakpoints.sm}px)`,
  /** width >= 960 */
  mdUp: `@media (min-width: ${breakpoints.md}px)`,
  /** width >= 1280 */
  lgUp: `@media (min-width: ${breakpoints.lg}px)`,
  /** width < 600 */
  smDown: `@media (max-width: ${breakpoints.sm - 1}px)`,
  /** width < 960 */
  mdDown: `@media (max-width: ${breakpoints.md - 1}px)`,
  /** width < 1280 (the review queue's opened invoice takes the list's place below this) */
  lgDown: `@media (max-width: ${breakpoints.lg - 1}px)`,
} as const;

const space = { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '15px', lg: '24px', xl: '32px', xxl: '48px' } as const;
export type Space = keyof typeof space;

const radii = { none: '0', sm: '3px', md: '6px', lg: '12px', round: '30px', circle: '50%' } as const;

const fonts = {
  body: '"Roboto", "Helvetica", "Arial", sans-serif',
  sizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '1.875rem' },
  weights: { light: 300, regular: 400, medium: 500, bold: 700 },
  lineHeight: 1.5,
} as const;

const shadows = {
  card: '0 1px 4px 0 rgba(0, 0, 0, 0.14)',
  raised: '0 4px 20px 0 rgba(0, 0, 0, 0.14), 0 7px 10px -5px rgba(0, 0, 0, 0.4)',
  dialog: '0 16px 38px -12px rgba(0, 0, 0, 0.56), 0 4px 25px 0 rgba(0, 0, 0, 0.12)',
  /** WCAG 1.4.11: a solid ring, 4.5:1 on white and on the page's grey */
  focus: '0 0 0 3px #00838f',
} as const;

const borders = { thin: '1px', thick: '2px', spinner: '3px', focus: '3px', accent: '4px' } as const;

const sizes = {
  sidebar: SIDEBAR_WIDTH,
  sidebarMini: SIDEBAR_MINI_WIDTH,
  cardIcon: '56px',
  /** the height (and least width) of a count beside a menu entry */
  badge: '20px',
  spinner: { sm: '20px', md: '40px', lg: '64px' },
  dialogWidth: '480px',
  dialogMaxHeight: '90vh',
  pageButton: '32px',
  /** icons scale with the text around them */
  icon: { sm: '1.25em', md: '1.5em', lg: '2.5em', xl: '3em', xxl: '4em', fill: '100%' },
  progressHeight: '6px',
  previewMaxWidth: '240px',
  /** a tall photo (an invoice) is shown whole but never taller than this in a form */
  previewMaxHeight: '320px',
  fieldCheck: '20px',
  /** the shell's own sizes, here rather than in its components */
  topBar: '64px',
  /** the top bar's round buttons (menu, mini, settings) */
  roundButton: '41px',
  /** the sidebar's user photo and the height of its name's button */
  avatar: '34px',
  /** a mini sidebar's letters of an entry */
  miniLabel: '30px',
  swatch: '28px',
  thumb: { width: '52px', height: '100px' },
  settingsPanel: '290px',
  /** the home's featured tires: a card's least width, its picture */
  featuredCard: '200px',
  featuredImage: '160px',
  authCard: '420px',
  chartMinHeight: '300px',
} as const;

const zIndex = { sidebar: 1030, header: 1040, drawer: 1200, modal: 1300, popover: 1400 } as const;

const transitions = { fast: '150ms ease-in-out', normal: '300ms ease-in-out' } as const;

export const theme = {
  colors,
  gradients,
  sidebar: {
    colors: sidebarColors,
    backgrounds: sidebarBackgrounds,
    width: SIDEBAR_WIDTH,
    miniWidth: SIDEBAR_MINI_WIDTH,
    /** the line under the brand and the user, and a hovered entry: see-through, on every background */
    divider: 'rgba(180, 180, 180, 0.3)',
    hover: 'rgba(200, 200, 200, 0.2)',
    /** an entry of the menu: its padding, the gap between its icon and text */
    linkPadding: '10px 15px',
    linkGap: '12px',
    /** the user's name button, a little tighter */
    userPadding: '6px 8px',
  },
  breakpoints,
  media,
  space,
  radii,
  borders,
  fonts,
  shadows,
  sizes,
  zIndex,
  transitions,
} as const;

export type PortalTheme = typeof theme;
