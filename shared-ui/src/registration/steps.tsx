// The three steps of SPEC 2.3, each a set of fields of the one registration form.
import { BRANCH_MENU_MAX_HEIGHT, DEFAULT_CITY, IMAGE_TYPES, USER_TEXT, type Subsidiary } from '@portal/contract';
import { FileField } from '../forms/FileField';
import { ListboxField } from '../forms/ListboxField';
import { TextField } from '../forms/TextField';
import type { ZodForm } from '../forms/useZodForm';
import { messages } from '../messages';
import { WizardFields, WizardWide } from '../wizard/Wizard';
import { ConsentField } from './ConsentField';
import type { RegistrationFormValues } from './form';
import type { registrationForm } from './rules';
import { DATA_PROTECTION, DATA_PROTECTION_TITLE, PROGRAMME_TERMS, TERMS_TITLE } from './legal';

export type RegistrationFormState = ZodForm<typeof registrationForm, RegistrationFormValues>;

const t = messages.registration;

/** Step 1 'Información General': profile image (with its preview), first name, last name, email. */
export function GeneralStep({ form, image, onImage }: { form: RegistrationFormState; image: File | null; onImage(file: File | null): void }) {
  return (
    <WizardFields>
      <WizardWide>
        <FileField label={t.image} name="image" file={image} onChange={onImage} onRemove={() => onImage(null)} accept={IMAGE_TYPES.join(',')} />
      </WizardWide>
      <TextField label={t.firstName} autoComplete="given-name" required {...form.field('first_name')} />
      <TextField label={t.lastName} autoComplete="family-name" required {...form.field('last_name')} />
      <WizardWide>
        <TextField label={t.email} type="email" autoComplete="email" required {...form.field('email')} />
      </WizardWide>
    </WizardFields>
  );
}

/** Step 2 'Credenciales': identification number, password, confirm password. */
export function CredentialsStep({ form }: { form: RegistrationFormState }) {
  return (
    <WizardFields>
      <WizardWide>
        <TextField label={t.identification} inputMode="numeric" autoComplete="username" required {...form.field('identification_number')} />
      </WizardWide>
      <TextField label={t.password} type="password" autoComplete="new-password" required {...form.field('password')} />
      <TextField label={t.confirmPassword} type="password" autoComplete="new-password" required {...form.field('confirm_password')} />
    </WizardFields>
  );
}

export interface ProfileStepProps {
  form: RegistrationFormState;
  /** sorted by name (SPEC 2.3); undefined while loading */
  branches: readonly Subsidiary[] | undefined;
  branchesLoading: boolean;
}

/**
 * Step 3 'Perfil': branch (menu at most 250 px high), the branch's city read-only (Bogotá until a
 * branch is chosen), mobile phone, and the two acceptances set only by their modal's Aceptar.
 */
export function ProfileStep({ form, branches = [], branchesLoading }: ProfileStepProps) {
  const branch = branches.find((b) => String(b.id) === form.values.subsidiary_id);
  const consent = (name: 'accept_terms' | 'accept_habeas_data') => ({
    name,
    accepted: form.values[name],
    onAnswer: (accepted: boolean) => form.set(name, accepted),
    error: form.errors[name] ?? null,
    touched: Boolean(form.touched[name]),
  });
  return (
    <WizardFields>
      <ListboxField
        label={t.branch}
        placeholder={branchesLoading ? t.branchesLoading : USER_TEXT.selectBranch}
        options={branches.map((b) => ({ value: b.id, label: b.name }))}
        menuMaxHeight={BRANCH_MENU_MAX_HEIGHT}
        {...form.field('subsidiary_id')}
      />
      <TextField label={t.city} name="city" value={branch?.city?.name ?? DEFAULT_CITY} onChange={() => undefined} readOnly />
      <WizardWide>
        <TextField label={t.phone} type="tel" inputMode="tel" autoComplete="tel" required {...form.field('phone')} />
      </WizardWide>
      <WizardWide>
        <ConsentField label={t.acceptTerms} dialogTitle={TERMS_TITLE} {...consent('accept_terms')}>
          <ol>
            {PROGRAMME_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </ConsentField>
        <ConsentField label={t.acceptHabeasData} dialogTitle={DATA_PROTECTION_TITLE} {...consent('accept_habeas_data')}>
          {DATA_PROTECTION.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </ConsentField>
      </WizardWide>
    </WizardFields>
  );
}
