// SPEC 2.3 'Registrar Usuario': the registration wizard of /auth/register-page (shell) and of the
// administrator's hidden /admin/create-user (admin remote), one screen for both. Three steps,
// forward only once the step validates (every failing field marked, SPEC 5); Guardar hands the
// SPEC 3 payload to the registration call; the profile is the chosen branch's. Success: the green
// panel, then `redirectTo` after 3 s; a refusal: the server's detail in red, every value kept.
// The calls (the branch list and POST /api/users/create, both with the application key) are the
// data layer's and come in as props (shared-auth `useRegistrationCalls`).
import { useState } from 'react';
import type { Subsidiary, UserRegistrationData } from '@portal/contract';
import { Alert } from '../feedback/Alert';
import { ErrorPanel } from '../feedback/ErrorPanel';
import { lazySchema, useZodForm } from '../forms/useZodForm';
import { messages } from '../messages';
import { useRedirectAfterSuccess } from '../navigation/useRedirectAfterSuccess';
import { Wizard } from '../wizard/Wizard';
import { EMPTY_REGISTRATION, STEP_FIELDS, type RegistrationFormValues } from './form';
import { CredentialsStep, GeneralStep, ProfileStep } from './steps';

/** what Guardar sends: the `data` JSON of POST /api/users/create and the picked profile image */
export interface Registration {
  data: UserRegistrationData;
  image: File | null;
}

/** the wizard's two calls, as the data layer gives them */
export interface RegistrationCalls {
  /** GET /api/subsidiary, sorted by name (SPEC 2.3); `data` undefined while loading */
  branches: { data?: readonly Subsidiary[]; loading: boolean; error: unknown };
  /** POST /api/users/create: `submit` resolves to the answer on success, else null (and sets `error`) */
  registration: {
    submit(registration: Registration): Promise<unknown>;
    sending: boolean;
    /** the red panel's text of the last attempt */
    error: string | null;
    /** the answer of the last successful attempt, else null */
    answer: unknown;
  };
}

/** the rules (zod and the contract's step schemas) come on the person's first move, from a chunk of their own */
const loadRules = () => import(/* webpackChunkName: "registration-rules" */ './rules');
type RegistrationRules = typeof import('./rules').registrationForm;
const rules = lazySchema<RegistrationRules>(() => loadRules().then((m) => m.registrationForm));

export interface RegistrationWizardProps extends RegistrationCalls {
  /** where the person goes 3 s after the success: the login page, or the users list for an administrator */
  redirectTo: string;
}

export function RegistrationWizard({ redirectTo, branches, registration }: RegistrationWizardProps) {
  const t = messages.registration;
  const form = useZodForm<RegistrationRules, RegistrationFormValues>(rules, EMPTY_REGISTRATION);
  const [image, setImage] = useState<File | null>(null);
  const { submit, sending, error, answer } = registration;
  const registered = answer !== null && answer !== undefined;
  const redirectAfterSuccess = useRedirectAfterSuccess();

  const save = async () => {
    const values = await form.parseWhenReady();
    if (!values) return;
    // here already (the schema came with it)
    const { registrationPayload } = await loadRules();
    // SPEC 2.3: the profile comes from the branch (the api decides it too)
    const branch = branches.data?.find((b) => b.id === values.subsidiary_id);
    const sent = await submit({ data: registrationPayload(values, branch?.profiles_id ?? null), image });
    if (sent) redirectAfterSuccess(redirectTo);
  };

  const status = (
    <>
      {Boolean(branches.error) && <ErrorPanel message={t.branchesFailed} />}
      <ErrorPanel message={error ?? form.rulesError} calmOffline />
      {registered && <Alert variant="success">{t.registered}</Alert>}
    </>
  );

  return (
    <Wizard
      title={t.title}
      subtitle={t.subtitle}
      icon="add"
      steps={[
        { title: t.steps.general, content: <GeneralStep form={form} image={image} onImage={setImage} /> },
        { title: t.steps.credentials, content: <CredentialsStep form={form} /> },
        { title: t.steps.profile, content: <ProfileStep form={form} branches={branches.data} branchesLoading={branches.loading} /> },
      ]}
      canLeave={(step) => form.validateFieldsWhenReady(STEP_FIELDS[step])}
      onFinish={() => void save()}
      sending={sending}
      locked={registered}
      status={status}
    />
  );
}
