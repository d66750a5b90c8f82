// SPEC 2.2 /auth/logout-page: revoke the session on the server, then the login page (SPEC 9).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_ROUTE } from '@portal/contract';
import { logout } from '@portal/shared-auth';
import { Loading } from '@portal/shared-ui';
import { authMessages as messages } from '../../messages';

export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate(LOGIN_ROUTE, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <Loading label={messages.auth.loggingOut} />;
}
