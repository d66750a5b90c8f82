// SPEC 9: business constants and limits.
export const TABLE_PAGE_SIZE = 10;
export const GRID_PAGE_SIZE = 16;
export const GRID_PER_ROW_LARGE = 4;
export const REDIRECT_DELAY_MS = 3000;
export const TIRE_QUANTITY = { min: 1, max: 24 } as const;
/** invoice sale dates must be after this day */
export const INVOICE_MIN_DATE = '2023-05-01';
/** redemption confirmation (purchase) dates must be after this day */
export const PURCHASE_MIN_DATE = '2019-03-01';
export const CAROUSEL_DELAY_MS = 5000;
export const SLIDE_THUMB = { width: 150, height: 80 } as const;
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINI_WIDTH = 80;
export const DRAWER_CLOSE_MIN_WIDTH = 960;
export const WIZARD_MOBILE_MAX_WIDTH = 600;
export const BRANCH_MENU_MAX_HEIGHT = 250;
export const DEFAULT_CITY = 'Bogotá';
export const DEFAULT_ROUTE = '/admin/home';
export const LOGIN_ROUTE = '/auth/login-page';
export const LOGOUT_ROUTE = '/auth/logout-page';
/** uploads: largest image accepted, in bytes */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/**
 * The largest points number a person types in one field (the change of a user's
 * balance in the edit form, product and tire points). Balances and sums are stored as 64-bit
 * integers (bigint on PostgreSQL), far beyond what these bounds can reach.
 */
export const POINTS_INPUT_MAX = 100_000_000;
/** No credit or adjustment may take a balance past this (the engine answers 400) */
export const POINTS_BALANCE_MAX = 1_000_000_000_000;
