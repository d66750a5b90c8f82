// In-code migration provider: migrations are listed here, in order, by timestamped name, so they
// run the same under tsx, jest and any bundler (no folder scanning).
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './20260101T000000-initial';
import * as roleProfiles from './20260101T000100-role-profiles';
import * as pointsLotIndexes from './20260102T000000-points-lot-indexes';
import * as ledgerAppendOnly from './20260103T000000-ledger-append-only';

export const MIGRATIONS: Record<string, Migration> = {
  '20260101T000000-initial': initial,
  '20260101T000100-role-profiles': roleProfiles,
  '20260102T000000-points-lot-indexes': pointsLotIndexes,
  '20260103T000000-ledger-append-only': ledgerAppendOnly,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
