// @portal/api: what other packages may import of the api (its tests' and tools' kit: testing.ts, @portal/api/testing).
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { createDb, migrateToLatest, inTransaction, forUpdate, type DB, type Database } from './db';
export { startServer, openDatabase, type Started } from './server';
