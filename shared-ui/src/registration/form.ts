// SPEC 2.3 / 5 "Registration": the wizard's values and which fields each step owns. The contract's
// step schemas that check them (the same rules the api applies to the payload) are in rules.ts, a
// chunk of its own that comes on the person's first move (zod is not needed to draw the page).

/** what the screen holds: '' in the branch before a choice, unticked acceptances */
export interface RegistrationFormValues {
  first_name: string;
  last_name: string;
  email: string;
  identification_number: string;
  password: string;
  confirm_password: string;
  subsidiary_id: string;
  phone: string;
  accept_terms: boolean;
  accept_habeas_data: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  identification_number: '',
  password: '',
  confirm_password: '',
  subsidiary_id: '',
  phone: '',
  accept_terms: false,
  accept_habeas_data: false,
};

/** the fields each step validates before the person may leave it (SPEC 4: forward only when valid) */
export const STEP_FIELDS = [
  ['first_name', 'last_name', 'email'],
  ['identification_number', 'password', 'confirm_password'],
  ['subsidiary_id', 'phone', 'accept_terms', 'accept_habeas_data'],
] as const satisfies readonly (readonly (keyof RegistrationFormValues)[])[];
