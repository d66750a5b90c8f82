/** What the seed needs from the rest of the api, passed in so the seed has no start-up wiring. */
export interface SeedDeps {
  /** storage module: stores the bytes and answers '/uploads/<folder>/<name>' */
  saveImage(buffer: Buffer, folder: string): Promise<string>;
  /** argon2id hash of a password (api/src/modules/auth/passwords.ts) */
  hashPassword(plain: string): Promise<string>;
  log?: (message: string) => void;
  /** life of the opening-balance lots (config POINTS_EXPIRY_MONTHS); 12 when absent */
  lotLifetimeMonths?: number;
}
