// /admin/create-user, the hidden 'Registrar Usuario' of the administrator's menu (SPEC 2.2): the
// registration wizard of /auth/register-page (shared-ui, on shared-auth's calls), then the users
// list 3 s after the success.
import { useRegistrationCalls } from '@portal/shared-auth';
import { RegistrationWizard } from '@portal/shared-ui';
import { userPaths } from '../../../paths';

export function CreateUser() {
  const calls = useRegistrationCalls();
  return <RegistrationWizard {...calls} redirectTo={userPaths.list} />;
}
