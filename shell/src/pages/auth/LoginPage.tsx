// SPEC 2.2 /auth/login-page 'Iniciar Sesión': identification number and password (SPEC 5); the server's
// Spanish error in a red panel (SPEC 8) with nothing typed lost; submit disabled while sending.
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { DEFAULT_ROUTE, MIN, REQUIRED } from '@portal/contract';
import { login, useSubmit } from '@portal/shared-auth';
import { Alert, Button, Spinner, TextField, useZodForm } from '@portal/shared-ui';
import { messages } from '../../messages';
import { AuthCard } from './AuthCard';

const loginForm = z.object({
  identification: z.string().trim().min(1, REQUIRED),
  password: z.string().min(MIN.password, REQUIRED),
});

const sendLogin = ({ identification, password }: z.infer<typeof loginForm>) => login(identification, password);

export function LoginPage() {
  const t = messages.auth;
  const navigate = useNavigate();
  const form = useZodForm(loginForm, { identification: '', password: '' });
  const { sending, error, submit: send } = useSubmit(sendLogin);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.parse();
    if (data && (await send(data))) navigate(DEFAULT_ROUTE, { replace: true });
  }

  return (
    <AuthCard title={t.loginTitle}>
      <form onSubmit={submit} noValidate aria-label={t.loginTitle}>
        {error && <Alert variant="danger">{error}</Alert>}
        <TextField label={t.identification} autoComplete="username" inputMode="numeric" {...form.field('identification')} />
        <TextField label={t.password} type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="rose" block disabled={sending} aria-busy={sending}>
          {sending ? <Spinner size="sm" label={t.sending} /> : null}
          {t.submitLogin}
        </Button>
        <p>
          <Link to="/auth/recovery-pass">{t.forgot}</Link>
        </p>
        <p>
          <Link to="/auth/register-page">{t.register}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
