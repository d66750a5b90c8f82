// @portal/api: what other packages and tools (e2e, bench) may import.
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { createDb, migrateToLatest, inTransaction, forUpdate, type DB, type Database } from './db';
export { startServer, openDatabase, type Started } from './server';
