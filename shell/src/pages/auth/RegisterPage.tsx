// SPEC 2.2 / 2.3 /auth/register-page 'Registrarse': the registration wizard (shared-ui, the same
// screen as the administrator's /admin/create-user) on the data layer's calls (shared-auth); after
// the success, the login page in 3 s.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LOGIN_ROUTE } from '@portal/contract';
import { useRegistrationCalls } from '@portal/shared-auth';
import { RegistrationWizard } from '@portal/shared-ui';
import { authMessages as messages } from '../../messages';

/** wider than the other auth cards: two columns of fields from 600 px (the wizard's breakpoint) */
const Wide = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoints.md}px;
`;

const Footer = styled.p`
  text-align: center;
  a { color: inherit; }
`;

export function RegisterPage() {
  const calls = useRegistrationCalls();
  return (
    <Wide>
      <RegistrationWizard {...calls} redirectTo={LOGIN_ROUTE} />
      <Footer>
        <Link to={LOGIN_ROUTE}>{messages.auth.haveAccount}</Link>
      </Footer>
    </Wide>
  );
}
