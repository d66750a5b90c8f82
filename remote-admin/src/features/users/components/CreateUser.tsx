// /admin/create-user, the hidden 'Registrar Usuario' of the administrator's menu (SPEC 2.2): the
// registration wizard of /auth/register-page, then the users list 3 s after the success.
import { RegistrationWizard } from '@portal/shared-auth';
import { userPaths } from '../../../paths';

export function CreateUser() {
  return <RegistrationWizard redirectTo={userPaths.list} />;
}
