// `npm run check-db --workspace @portal/api`: opens the configured database, applies pending
// migrations and prints what it holds — a quick check of DATABASE_URL before a real start.
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../server';

async function main() {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    const count = async (table: 'users' | 'cities' | 'products' | 'invoices' | 'apply_for') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    console.log(`Database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.SQLITE_FILE}`);
    console.log(`Migrations applied now: ${applied.length ? applied.join(', ') : 'none (up to date)'}`);
    for (const table of ['users', 'cities', 'products', 'invoices', 'apply_for'] as const) {
      console.log(`  ${table.padEnd(10)} ${await count(table)}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
