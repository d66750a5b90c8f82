// SPEC 8: the UI shows the server's Spanish text; the api answers { message, detail, statusCode }.
import type { AxiosError } from 'axios';
import { messages } from './messages';

/**
 * axios' own test (its isAxiosError is exactly this), written here so the error texts need no axios
 * at run time: the login bundle loads axios only when the form is sent (issue 12).
 */
function isAxiosError(err: unknown): err is AxiosError {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

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

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isAxiosError(err)) {
    if (err.code === 'ERR_CANCELED') return new ApiError(0, messages.genericError, undefined, { cause: err });
    if (!err.response) return new ApiError(0, messages.networkError, undefined, { cause: err });
    const { status, data } = err.response;
    return new ApiError(status, bodyText(data) ?? messages.genericError, data, { cause: err });
  }
  return new ApiError(0, messages.genericError, undefined, { cause: err });
}

/** The Spanish text to show for any failure. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.detail;
  if (isAxiosError(err)) return toApiError(err).detail;
  return messages.genericError;
}
