// `npm run create-admin --workspace @portal/api -- --identification 123456 --name "Ana Pérez"
//   --email ana@empresa.com`: creates a real administrator (profile 1) for a production database
// where DEMO_DATA=false. Missing values are asked for on the terminal; the password only ever comes
// from standard input (never the command line, which npm prints): a prompt that does not
// echo it, or a line piped in (cli/admin-input.ts).
import { parseArgs } from 'node:util';
import { MIN, PROFILE, emailField } from '@portal/contract';
import { recordAudit } from '../audit';
import { hashPassword } from '../modules/auth';
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { nowIso } from '../db/time';
import { openDatabase } from '../server';
import { PASSWORD_FLAG_REFUSED, readAdminValues } from './admin-input';

function check(values: { identification: string; name: string; email: string; password: string }): string[] {
  const problems: string[] = [];
  if (values.identification.length < MIN.identification) problems.push(`identification: at least ${MIN.identification} characters`);
  if (values.name.trim().length < MIN.personName) problems.push(`name: at least ${MIN.personName} characters`);
  if (!emailField.safeParse(values.email).success) problems.push('email: not a valid address');
  if (values.password.length < 8) problems.push('password: use at least 8 characters for an administrator');
  return problems;
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      identification: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      phone: { type: 'string' },
    },
  });
  if (args.password !== undefined) {
    console.error(PASSWORD_FLAG_REFUSED);
    process.exit(1);
  }
  const values = await readAdminValues(
    { identification: args.identification, name: args.name, email: args.email },
    { input: process.stdin, output: process.stderr },
  );
  const problems = check(values);
  if (problems.length) {
    console.error(`Not created:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }

  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const exists = await db.selectFrom('users').select('id').where('identification_number', '=', values.identification).executeTakeFirst();
    if (exists) {
      console.error(`Not created: a user with identification ${values.identification} already exists (id ${exists.id}).`);
      process.exit(1);
    }
    const user = await db
      .insertInto('users')
      .values({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: args.phone ?? '',
        identification_number: values.identification,
        password_hash: await hashPassword(values.password),
        created_at: nowIso(),
        image: null,
        profiles_id: PROFILE.ADMIN,
        subsidiary_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(db, { actorId: null, action: 'create', entity: 'users', entityId: user.id, detail: { via: 'cli create-admin' } });
    console.log(`Administrator created: id ${user.id}, identification ${values.identification}. Sign in at /auth/login-page.`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
