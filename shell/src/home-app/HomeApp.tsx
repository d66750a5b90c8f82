// The shell as a fresh load of /admin/home starts it (issue 12): the home, the page every participant
// lands on after the login, without Module Federation: the admin layout and the home page, the same
// components the federated shell draws, with their code tree-shaken and none of the remotes, the
// federation runtime or the shared singletons whole (first-screen/AdminFirstScreen.tsx).
import { DEFAULT_ROUTE } from '@portal/contract';
import { AdminFirstScreen } from '../first-screen/AdminFirstScreen';
import { HomePage } from '../pages/HomePage';

/** `openPage`: how another address is opened (a new document; tests pass their own) */
export function HomeApp({ openPage }: { openPage?: (path: string) => void }) {
  return <AdminFirstScreen path={DEFAULT_ROUTE} page={<HomePage />} openPage={openPage} />;
}
