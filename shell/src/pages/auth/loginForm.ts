// The login form's rules (SPEC 2.2, SPEC 5): the identification number (trimmed) and the password are
// required, with the contract's words. Checked here in the shape useZodForm reads from a zod schema
// (`safeParse` with zod's issues), because both ways the portal has would weigh more than the page
// itself in the login page's own bundle: contract/src/validation.ts declares every schema
// of the contract with zod (about 20 KB compressed), and even zod/mini's object and string checks
// are 13 KB. loginForm.test.ts keeps the words equal to the contract's REQUIRED and MIN.password.
import type { ZodType } from 'zod';

export const LOGIN_RULES = { required: 'Requerido', passwordMin: 1 } as const;

export type LoginValues = { identification: string; password: string };

type Issue = { path: (keyof LoginValues)[]; message: string };

function safeParse(values: LoginValues) {
  const identification = values.identification.trim();
  const issues: Issue[] = [];
  if (identification.length < 1) issues.push({ path: ['identification'], message: LOGIN_RULES.required });
  if (values.password.length < LOGIN_RULES.passwordMin) issues.push({ path: ['password'], message: LOGIN_RULES.required });
  return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: { identification, password: values.password } };
}

/** for useZodForm, which reads nothing of a schema but `safeParse` and the issues' path and message */
export const loginForm = { safeParse } as unknown as ZodType<LoginValues, LoginValues>;
