// @portal/api/testing: what the e2e suite, the benches and the perf tools use of the api beyond its
// public entry (index.ts): the proof harness that starts a real portal and speaks to it, the checks
// run after every scenario (check-points, half-written rows), and the few database and module parts
// a bench measures alone or fills in bulk. Nothing outside the api imports its src/ otherwise
// (docs/adr/0052-boundaries-a-check-enforces.md).
export * from './proofs/harness';
export { halfWrittenRows } from './proofs/checks';
export { checkPointsInvariants } from './points';
export { createDb, databaseState } from './db/connection';
export { chunked } from './db/chunks';
export { isPostgres } from './db/dialect';
export { lotExpiry } from './db/time';
export type { DB } from './db/schema';
export { MSG } from './messages';
export { HSTS } from './http/security';
export { etagOf } from './http/etag';
export { DEMO_ACCOUNTS } from './seed';
export { hashToken, resolveToken } from './modules/auth';
export { lookUpToken } from './modules/auth/tokens';
export { listProducts } from './modules/products/service';
export { refreshReviewFlags } from './modules/invoices/queue-repository';
