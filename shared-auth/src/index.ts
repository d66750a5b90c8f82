// @portal/shared-auth: session, the http client and the profile rules (team brief "shared-auth API"),
// and the data layer the screens read and write through.
export { configurePortal, getPortalConfig, loadPortalConfig, appKeyHeaders, assetUrl } from './config';
export { useSession, whenHydrated, sessionSaved, SESSION_STORAGE_KEY, type SessionState } from './session';
export { startFirstReads, takeFirstRead, FIRST_READ_FRESH_MS } from './first-reads';
export { http, preloadHttpClient, sentEarly, setUnauthorizedHandler } from './http';
export { ApiError, errorText } from './errors';
export { login, recoverPassword, checkSession, sessionRefused, sendSessionCheckEarly, logout } from './auth';
export { useApiGet, prefetchApiGet, type ApiGet } from './useApiGet';
export { useServerList, sortParam, SEARCH_DEBOUNCE_MS, type ServerListOptions } from './useServerList';
export { PortalDataProvider, portalQueryClient, createPortalQueryClient, refetchPaths, apiKey, useRefetch, WORK_LIST_REFRESH_MS } from './data';
export { RequireRole, type RequireRoleProps } from './RequireRole';
export { messages as authMessages } from './messages';
export { useSubmit, type Submission } from './useSubmit';
export { useSend } from './useSend';
export { useRegistrationCalls } from './registration';
export { postInvoice, type InvoicePost } from './outbox/invoice-post';
export {
  usePendingSales, keepSale, dropPendingSale, sendPendingSales, loadPendingSales, discardPendingSales, watchPendingSales,
  type PendingSale, type PendingSaleLine,
} from './outbox/pending-sales';
