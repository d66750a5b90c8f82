// In-code migration provider: migrations are listed here, in order, by timestamped name, so they
// run the same under tsx, jest and any bundler (no folder scanning).
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './20260101T000000-initial';
import * as roleProfiles from './20260101T000100-role-profiles';
import * as pointsLotIndexes from './20260102T000000-points-lot-indexes';
import * as ledgerAppendOnly from './20260103T000000-ledger-append-only';
import * as userVersion from './20260104T000000-user-version';
import * as ledgerSeenBalance from './20260104T000001-ledger-seen-balance';
import * as lotExpiryColombiaDay from './20260104T000002-lot-expiry-colombia-day';
import * as pointsBigint from './20260104T000003-points-bigint';
import * as ledgerNoTruncate from './20260104T000004-ledger-no-truncate';
import * as recoveryTemporaryPassword from './20260105T000000-recovery-temporary-password';
import * as citiesVersion from './20260106T000000-cities-version';
import * as appSecrets from './20260107T000000-app-secrets';
import * as mailOutbox from './20260108T000000-mail-outbox';
import * as catalogueVersions from './20260109T000000-catalogue-versions';
import * as tireProductVersions from './20260110T000000-tire-product-versions';
import * as listKeys from './20260111T000000-list-keys';
import * as branchProfileVersions from './20260112T000000-branch-profile-versions';
import * as peopleListKeys from './20260113T000000-people-list-keys';
import * as reportsIndexes from './20260114T000000-reports-indexes';
import * as slidesRedemptionsLists from './20260115T000000-slides-redemptions-lists';
import * as catalogueCacheVersion from './20260116T000000-catalogue-cache-version';
import * as auditClientAddress from './20260117T000000-audit-client-address';
import * as recoveryRequests from './20260118T000000-recovery-requests';
import * as invoiceClaims from './20260119T000000-invoice-claims';
import * as invoiceReviewFlags from './20260120T000000-invoice-review-flags';
import * as prizeDelivery from './20260121T000000-prize-delivery';

export const MIGRATIONS: Record<string, Migration> = {
  '20260101T000000-initial': initial,
  '20260101T000100-role-profiles': roleProfiles,
  '20260102T000000-points-lot-indexes': pointsLotIndexes,
  '20260103T000000-ledger-append-only': ledgerAppendOnly,
  '20260104T000000-user-version': userVersion,
  '20260104T000001-ledger-seen-balance': ledgerSeenBalance,
  '20260104T000002-lot-expiry-colombia-day': lotExpiryColombiaDay,
  '20260104T000003-points-bigint': pointsBigint,
  '20260104T000004-ledger-no-truncate': ledgerNoTruncate,
  '20260105T000000-recovery-temporary-password': recoveryTemporaryPassword,
  '20260106T000000-cities-version': citiesVersion,
  '20260107T000000-app-secrets': appSecrets,
  '20260108T000000-mail-outbox': mailOutbox,
  '20260109T000000-catalogue-versions': catalogueVersions,
  '20260110T000000-tire-product-versions': tireProductVersions,
  '20260111T000000-list-keys': listKeys,
  '20260112T000000-branch-profile-versions': branchProfileVersions,
  '20260113T000000-people-list-keys': peopleListKeys,
  '20260114T000000-reports-indexes': reportsIndexes,
  '20260115T000000-slides-redemptions-lists': slidesRedemptionsLists,
  '20260116T000000-catalogue-cache-version': catalogueCacheVersion,
  '20260117T000000-audit-client-address': auditClientAddress,
  '20260118T000000-recovery-requests': recoveryRequests,
  '20260119T000000-invoice-claims': invoiceClaims,
  '20260120T000000-invoice-review-flags': invoiceReviewFlags,
  '20260121T000000-prize-delivery': prizeDelivery,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
