// SPEC 2.2 /auth/login-page 'Iniciar Sesión': identification number and password (SPEC 5); the server's
// Spanish error in a red panel (SPEC 8) with nothing typed lost; submit disabled while sending.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_ROUTE } from '@portal/contract';
import { useSend } from '@portal/shared-auth';
import { Button, ErrorPanel, Spinner, TextField, useZodForm } from '@portal/shared-ui';
import { authMessages as messages } from '../../messages';
import { AuthCard } from './AuthCard';
import { loginForm, type LoginValues } from './loginForm';
import { useOpenPortalPage } from './openPortalPage';

// the session code and the http client (its axios chunk too) come when the form is first focused
// (or sent), not with the page; in the whole shell they are already loaded and this is the module already there
const loadLogin = () => import('@portal/shared-auth').then((m) => m.login);
const warmUp = () => void import('@portal/shared-auth').then((m) => m.preloadHttpClient()).catch(() => undefined);
const sendLogin = async ({ identification, password }: LoginValues) => (await loadLogin())(identification, password);

export function LoginPage() {
  const t = messages.auth;
  const openPortalPage = useOpenPortalPage();
  const form = useZodForm(loginForm, { identification: '', password: '' });
  const { sending, error, submit: send } = useSend(sendLogin);
  // the red panel speaks of the last attempt only: an attempt the form refuses before
  // sending hides the previous answer, and each answer is a new alert (read out again even when
  // its text is the same as the last one's)
  const [attempts, setAttempts] = useState({ made: 0, sent: 0 });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.parse();
    const made = attempts.made + 1;
    setAttempts({ made, sent: data ? made : attempts.sent });
    if (data && (await send(data))) openPortalPage(DEFAULT_ROUTE);
  }

  return (
    <AuthCard title={t.loginTitle}>
      <form onSubmit={submit} onFocus={warmUp} noValidate aria-label={t.loginTitle}>
        {attempts.made === attempts.sent && <ErrorPanel key={attempts.sent} message={error} />}
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
