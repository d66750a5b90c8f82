// The points engine (ARCHITECTURE "Points"; docs/archive/2026-11-21-team-brief-points.md). Every function
// that moves points takes a transaction (`Trx`: the type says so, no run-time check)
// opened by the caller with inTransaction(db, trx => ...) and is one step inside it; the caller's own writes (the request, the invoice state, the audit
// row) commit or roll back together with the points. users.points and points_ledger are written
// only by appendLedger (ledger.ts), which nothing outside this folder imports.
export { lockUser, type LockedUser } from './ledger';
export { creditLot, spendPoints, adjustPoints, type AdjustPointsInput, type CreditLotInput } from './lots';
export { reverseInvoiceLot, refundRedemption } from './reversal';
export { dueLotsByUser, shownBalance, shownPoints } from './balance';
export { PointsError, type PointsRefusal } from './errors';
export { availablePoints, expireDueLots, runExpirySweep, EXPIRY_LOCK, type SweepResult } from './expiry';
export { checkPointsInvariants } from './invariants';
export { startExpirySchedule } from './schedule';
