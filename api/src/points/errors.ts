// What the points engine refuses, in its own terms (docs/adr/0052-boundaries-a-check-enforces.md):
// the engine knows nothing of HTTP; the api's error handler (http/error-handler.ts) answers each
// kind with its status and the Spanish detail SPEC 8 shows in the red panel.

/**
 * - `not-found`: the person or the request the call names does not exist;
 * - `stale`: the balance the caller saw is no longer the balance (ADR 0007: a stale save is refused);
 * - `refused`: the balance does not allow it (too few points, a negative balance, an adjustment
 *   larger than what is left);
 * - `invalid`: the amount itself is out of range.
 */
export type PointsRefusal = 'not-found' | 'stale' | 'refused' | 'invalid';

export class PointsError extends Error {
  constructor(
    readonly refusal: PointsRefusal,
    /** the Spanish text shown to the person */
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'PointsError';
  }
}

export const pointsNotFound = (detail: string) => new PointsError('not-found', detail);
export const pointsStale = (detail: string) => new PointsError('stale', detail);
export const pointsRefused = (detail: string) => new PointsError('refused', detail);
export const pointsInvalid = (detail: string) => new PointsError('invalid', detail);
