// SPEC 5 "Edit user" on the edit screen: the contract's userEditForm (name >= 3, e-mail pattern,
// phone >= 5, profile / branch / state selected) plus the bounds on points: SPEC 5 says points have
// "effectively no validation"; the portal bounds them, and a change of points is an adjustment
// that needs its reason (>= 3), so the form checks what the api would refuse before sending.
import {
  MIN, POINTS_BALANCE_MAX, POINTS_INPUT_MAX, USER_TEXT, minText, userEditForm, type User, type UserEditFormValues,
} from '@portal/contract';

/** what the form holds: the contract's values as typed ('' in a select before a choice), plus a newly picked photo */
export interface UserFormState extends Record<keyof UserEditFormValues, unknown> {
  name: string;
  email: string;
  phone: string;
  points: string;
  points_reason: string;
  password: string;
  confirm_password: string;
  /** the option's value as the select gives it ('' before a choice) */
  profiles_id: string;
  subsidiary_id: string;
  state: string;
  image: File | null;
}

/** the typed points as a whole number, or null while they are not one */
export function typedPoints(text: string): number | null {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : null;
}

/** the rules, for a form that loaded `loadedPoints` (a number typed that differs from it is a change) */
export function userFormSchema(loadedPoints: number) {
  return userEditForm.superRefine((v, ctx) => {
    const points = typedPoints(String(v.points));
    if (points === null) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: USER_TEXT.pointsWhole });
      return;
    }
    // the balance as loaded (a debt included) is "not touched", whatever it is
    if (points === loadedPoints) return;
    if (points < 0) ctx.addIssue({ code: 'custom', path: ['points'], message: USER_TEXT.pointsNegative });
    else if (points > POINTS_BALANCE_MAX) ctx.addIssue({ code: 'custom', path: ['points'], message: USER_TEXT.pointsTooLarge });
    else if (Math.abs(points - loadedPoints) > POINTS_INPUT_MAX) ctx.addIssue({ code: 'custom', path: ['points'], message: USER_TEXT.pointsChangeMax });
    if ((v.points_reason ?? '').trim().length < MIN.comment) ctx.addIssue({ code: 'custom', path: ['points_reason'], message: minText(MIN.comment) });
  });
}
export type UserFormSchema = ReturnType<typeof userFormSchema>;

/** the stored user as the form starts */
export function userFormState(user: User): UserFormState {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    points: String(user.points),
    points_reason: '',
    password: '',
    confirm_password: '',
    profiles_id: user.profiles_id ? String(user.profiles_id) : '',
    subsidiary_id: user.subsidiary_id ? String(user.subsidiary_id) : '',
    state: String(user.state),
    image: null,
  };
}
