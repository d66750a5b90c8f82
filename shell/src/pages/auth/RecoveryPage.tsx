// SPEC 2.2 /auth/recovery-pass 'Recuperar Contraseña': identification number and email; a temporary
// password is sent by e-mail and the green notice says so (SPEC 8).
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { emailField, LOGIN_ROUTE, MIN, minText } from '@portal/contract';
import { recoverPassword, useSend } from '@portal/shared-auth';
import { Alert, Button, ErrorPanel, Spinner, TextField, useZodForm } from '@portal/shared-ui';
import { authMessages as messages } from '../../messages';
import { AuthCard } from './AuthCard';

const recoveryForm = z.object({
  identification: z.string().trim().min(MIN.identification, minText(MIN.identification)),
  email: emailField,
});

const sendRecovery = ({ identification, email }: z.infer<typeof recoveryForm>) => recoverPassword(identification, email);

export function RecoveryPage() {
  const t = messages.auth;
  const form = useZodForm(recoveryForm, { identification: '', email: '' });
  // the answer is the green notice (SPEC 8: it mentions the temporary password)
  const { sending, error, answer: notice, submit: send } = useSend(sendRecovery);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.parse();
    if (data) await send(data);
  }

  return (
    <AuthCard title={t.recoveryTitle} subtitle={t.recoverySubtitle} icon="warning">
      <form onSubmit={submit} noValidate aria-label={t.recoveryTitle}>
        <ErrorPanel message={error} calmOffline />
        {notice && <Alert variant="success">{notice}</Alert>}
        <TextField label={t.identification} inputMode="numeric" autoComplete="username" {...form.field('identification')} />
        <TextField label={t.email} type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" variant="rose" block disabled={sending} aria-busy={sending}>
          {sending ? <Spinner size="sm" label={t.sending} /> : null}
          {t.submitRecovery}
        </Button>
        <p>
          <Link to={LOGIN_ROUTE}>{t.backToLogin}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
