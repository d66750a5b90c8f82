// users row -> the contract's SessionUser (SPEC 3 "Session": the saved user).
import type { SessionUser } from '@portal/contract';
import type { ImageUrl } from '../../storage/links';
import type { SessionUserRow } from './repository';

/** `points` is the shown balance (points/shownBalance), never users.points, which still counts due lots */
export function toSessionUser(row: SessionUserRow, points: number, imageUrl: ImageUrl): SessionUser {
  return {
    id: row.id,
    name: row.name,
    image: imageUrl(row.image),
    points,
    profiles_id: row.profiles_id,
    identification_number: row.identification_number,
    email: row.email,
  };
}
