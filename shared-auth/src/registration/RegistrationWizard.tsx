// SPEC 2.3 'Registrar Usuario': the registration wizard of /auth/register-page (shell) and of the
// administrator's hidden /admin/create-user (admin remote), one screen for both. Three steps,
// forward only once the step validates (every failing field marked, SPEC 5); Guardar posts the
// SPEC 3 payload with the application key; the profile is the chosen branch's. Success: the green
// panel, then `redirectTo` after 3 s; a refusal: the server's detail in red, every value kept.
import { useState } from 'react';
import { registrationPayload } from '@portal/contract';
import { Alert, Wizard, successMessages, useRedirectAfterSuccess, useZodForm } from '@portal/shared-ui';
import { messages } from '../messages';
import { useBranches, useRegisterUser } from './api';
import { EMPTY_REGISTRATION, registrationForm, STEP_FIELDS, type RegistrationFormValues } from './form';
import { CredentialsStep, GeneralStep, ProfileStep } from './steps';

export interface RegistrationWizardProps {
  /** where the person goes 3 s after the success: the login page, or the users list for an administrator */
  redirectTo: string;
}

export function RegistrationWizard({ redirectTo }: RegistrationWizardProps) {
  const t = messages.registration;
  const form = useZodForm<typeof registrationForm, RegistrationFormValues>(registrationForm, EMPTY_REGISTRATION);
  const [image, setImage] = useState<File | null>(null);
  const branches = useBranches();
  const { submit, sending, error, answer } = useRegisterUser();
  const redirectAfterSuccess = useRedirectAfterSuccess();

  const save = async () => {
    const values = form.parse();
    if (!values) return;
    // SPEC 2.3: the profile comes from the branch (the api decides it too)
    const branch = branches.data?.find((b) => b.id === values.subsidiary_id);
    const sent = await submit({ data: registrationPayload(values, branch?.profiles_id ?? null), image });
    if (sent) redirectAfterSuccess(redirectTo);
  };

  const status = (
    <>
      {branches.error && <Alert variant="danger">{t.branchesFailed}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      {answer && <Alert variant="success">{successMessages.userRegistered}</Alert>}
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
      canLeave={(step) => form.validateFields(STEP_FIELDS[step])}
      onFinish={() => void save()}
      sending={sending}
      locked={answer !== null}
      status={status}
    />
  );
}
