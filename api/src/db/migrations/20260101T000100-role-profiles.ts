// SPEC 6: the role is decided by profiles_id (1 administrator, 4 approver, 5 buyer), so those
// profiles must exist with exactly those ids on every installation, demo data or not.
// Participant profiles (2, 3, ...) are ordinary data created by administrators or the demo seed.
import { sql, type Kysely } from 'kysely';
import { PROFILE } from '@portal/contract';
import { dialectOf } from '../dialect';

const ROLE_PROFILES = [
  { id: PROFILE.ADMIN, name: 'Administrador' },
  { id: PROFILE.APPROVER, name: 'Aprobador' },
  { id: PROFILE.BUYER, name: 'Comprador' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const profile of ROLE_PROFILES) {
    const found = await db.selectFrom('profiles').select('id').where('id', '=', profile.id).executeTakeFirst();
    if (!found) await db.insertInto('profiles').values(profile).execute();
  }
  if (dialectOf(db) === 'postgres') {
    // explicit ids do not move a serial: the next profile an administrator creates must not collide
    await sql`select setval(pg_get_serial_sequence('profiles', 'id'), (select max(id) from profiles))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // only if nothing refers to them any more
  for (const profile of ROLE_PROFILES) {
    const used = await db.selectFrom('users').select('id').where('profiles_id', '=', profile.id).executeTakeFirst();
    if (!used) await db.deleteFrom('profiles').where('id', '=', profile.id).where('name', '=', profile.name).execute();
  }
}
