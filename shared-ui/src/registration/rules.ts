// The registration wizard's rules (SPEC 2.3 / 5 "Registration"): the contract's step schemas, the same
// the api applies to the payload, and the payload itself. Loaded on the person's first move
// in the wizard (RegistrationWizard's lazySchema), in a chunk of its own with zod, which
// /auth/register-page's first paint does not wait for.
import { registerStep1, registerStep2, registerStep3 } from '@portal/contract';

/** the three steps as one form, so Atrás and Siguiente never lose a value */
export const registrationForm = registerStep1.and(registerStep2).and(registerStep3);

export { registrationPayload } from '@portal/contract';
