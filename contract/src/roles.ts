// SPEC 6: the role is decided by profiles_id alone.
export const PROFILE = {
  ADMIN: 1,
  APPROVER: 4,
  BUYER: 5,
} as const;

export type Role = 'admin' | 'approver' | 'buyer' | 'participant';
/** every role, as screens declare who may open them */
export const ROLES: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];

/** SPEC 6: 1 administrator, 4 approver, 5 buyer, any other profile a participant. */
export function roleOf(profilesId: number | null | undefined): Role | null {
  if (profilesId === null || profilesId === undefined) return null;
  if (profilesId === PROFILE.ADMIN) return 'admin';
  if (profilesId === PROFILE.APPROVER) return 'approver';
  if (profilesId === PROFILE.BUYER) return 'buyer';
  return 'participant';
}

/** Staff roles see every invoice and redemption; a participant only their own (ARCHITECTURE "The api"). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'approver', 'buyer'];
