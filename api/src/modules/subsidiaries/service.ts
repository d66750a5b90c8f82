// Branches (SPEC 3 Subsidiary): the registration wizard and the admin screens read them.
import type { Subsidiary } from '@portal/contract';
import type { DB } from '../../db/schema';
import { found } from '../../http/errors';
import { toSubsidiary } from './mapper';
import { SUBSIDIARY_MSG } from './messages';
import * as repo from './repository';

export async function listSubsidiaries(db: DB): Promise<Subsidiary[]> {
  return (await repo.listSubsidiaries(db)).map(toSubsidiary);
}

export async function getSubsidiary(db: DB, id: number): Promise<Subsidiary> {
  return toSubsidiary(found(await repo.findSubsidiary(db, id), SUBSIDIARY_MSG.notFound));
}
