// Errors a handler throws to answer the client; the global error handler (error-handler.ts) turns
// them into the one error body `{ message: 'error', detail, statusCode }` (team brief, api conventions).
import { MSG } from '../messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Spanish text the UI shows in its red panel (SPEC 8) */
    readonly detail: string,
    /** the body's `message`: 'error' everywhere except where SPEC quotes another (login) */
    readonly answerMessage: string = 'error',
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string = MSG.sessionInvalid) => new HttpError(401, detail);
export const forbidden = (detail: string = MSG.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = MSG.routeNotFound) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);

/** Returns the row, or throws 404 with the given Spanish detail. */
export function found<T>(row: T | undefined | null, detail: string): T {
  if (row === undefined || row === null) throw notFound(detail);
  return row;
}
