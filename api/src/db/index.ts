export * from './schema';
export { createDb, ensureSchema, dropSchema, type DbOptions } from './connection';
export { migrateToLatest } from './migrate';
export { inTransaction, forUpdate } from './transaction';
export { dialectOf, isPostgres, type DialectName } from './dialect';
export { isUniqueViolation, isForeignKeyViolation, isCheckViolation } from './errors';
export { nowIso, todayIso, addHours, addMonths } from './time';
