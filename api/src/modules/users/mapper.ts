// users row (joined with profile, branch and city) -> the SPEC 3 User of the contract.
import type { LedgerEntry, User } from '@portal/contract';
import type { ImageUrl } from '../../storage/links';
import type { LedgerJoinRow, UserJoinRow } from './repository';

/** `imageUrl`: profile photos are private, answered as signed links (storage/links.ts) */
export function toUser(r: UserJoinRow, imageUrl: ImageUrl): User {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    identification_number: r.identification_number,
    identification_type: r.identification_type,
    // the shown balance; PostgreSQL answers bigint arithmetic as int8, parsed to a number
    points: Number(r.points),
    state: Number(r.state),
    created_at: r.created_at,
    image: imageUrl(r.image),
    profile: r.profile_name === null ? null : { id: r.profiles_id, name: r.profile_name },
    profiles_id: r.profiles_id,
    subsidiary:
      r.subsidiary_id === null || r.subsidiary_name === null
        ? null
        : { id: r.subsidiary_id, name: r.subsidiary_name, city: r.city_id === null || r.city_name === null ? null : { id: r.city_id, name: r.city_name } },
    subsidiary_id: r.subsidiary_id,
    version: Number(r.version),
  };
}

/** points_ledger row (joined with its actor's name) -> the contract's LedgerEntry */
export function toLedgerEntry(r: LedgerJoinRow): LedgerEntry {
  return {
    id: r.id,
    kind: r.kind,
    // bigint on PostgreSQL
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
    actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name ?? '' },
    reason: r.reason,
    ref_type: r.ref_type,
    ref_id: r.ref_id,
    created_at: r.created_at,
  };
}
