// SPEC 8: the UI shows the server's Spanish text; the api answers { message, detail, statusCode }.
import { messages } from './messages';

export class ApiError extends Error {
  /** HTTP status, 0 when the server could not be reached */
  readonly status: number;
  /** Spanish text for the user (the server's detail, else its message, else a generic text) */
  readonly detail: string;
  /** the body the server answered, for screens that need its extra fields */
  readonly body: unknown;

  constructor(status: number, detail: string, body?: unknown, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

/** 'error' and 'success' are status words of SPEC 7, not texts for a person. */
function readable(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  if (!t || t === 'error' || t === 'success') return null;
  return t;
}

/** The text a body carries for the user: detail first, then message (login puts it in message). */
export function bodyText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return readable(body);
  const b = body as { detail?: unknown; message?: unknown };
  return readable(b.detail) ?? readable(b.message);
}

/**
 * A call that got no answer: fetch rejects with a TypeError when the server cannot be reached (the
 * http client turns axios's ERR_NETWORK into one); anything else thrown on the way is a fault of
 * ours, said generically.
 * With the browser offline, the cause is known and said calmly (shared-ui ErrorPanel with calmOffline).
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const text = err instanceof TypeError ? (offline ? messages.needsConnection : messages.networkError) : messages.genericError;
  return new ApiError(0, text, undefined, { cause: err });
}

/** The Spanish text to show for any failure. */
export function errorText(err: unknown): string {
  return err instanceof ApiError ? err.detail : messages.genericError;
}
