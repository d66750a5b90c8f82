// SPEC 2.2 / 2.3 /auth/register-page: the registration wizard is a later issue; for now its title.
import { Link } from 'react-router-dom';
import { LOGIN_ROUTE } from '@portal/contract';
import { messages } from '../../messages';
import { AuthCard } from './AuthCard';

export function RegisterPage() {
  const t = messages.auth;
  return (
    <AuthCard title={t.registerTitle} subtitle={t.registerSubtitle} icon="add">
      <p>{t.registerSoon}</p>
      <p>
        <Link to={LOGIN_ROUTE}>{t.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
