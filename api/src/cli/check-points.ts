// `npm run check-points --workspace @portal/api`: runs checkPointsInvariants on the configured
// database (DATABASE_URL, else the SQLite file) and prints each broken rule with the row that
// breaks it. Exit 0 when sound, 1 when any rule is broken, 2 when the check could not run.
import { ConfigError, loadConfig } from '../config';
import { checkPointsInvariants } from '../points';
import { openDatabase } from '../server';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    console.log(`Database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.SQLITE_FILE}`);
    const problems = await checkPointsInvariants(db);
    if (problems.length === 0) {
      console.log('Points: every rule holds (balance = ledger sum, lot bounds, allocations = spent, adjustments made on the balance their actor saw).');
      return 0;
    }
    console.log(`Points: ${problems.length} broken rule(s):`);
    for (const problem of problems) console.log(`  - ${problem}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(2);
  },
);
