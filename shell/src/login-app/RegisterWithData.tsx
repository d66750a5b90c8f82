// /auth/register-page in the login bundle: the wizard reads through the data layer (TanStack Query),
// which the login page does not need, so its provider comes with this page.
import { PortalDataProvider } from '@portal/shared-auth';
import { RegisterPage } from '../pages/auth/RegisterPage';

export function RegisterWithData() {
  return (
    <PortalDataProvider>
      <RegisterPage />
    </PortalDataProvider>
  );
}
