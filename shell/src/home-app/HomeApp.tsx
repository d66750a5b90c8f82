// The shell as a fresh load of /admin/home starts it: the home, the page every participant
// lands on after the login, without Module Federation: the admin layout and the home page, the same
// components the federated shell draws, with their code tree-shaken and none of the remotes, the
// federation runtime or the shared singletons whole (first-screen/AdminFirstScreen.tsx).
import { DEFAULT_ROUTE } from '@portal/contract';
import { AdminFirstScreen } from '../first-screen/AdminFirstScreen';
import { openInThisPage } from '../first-screen/WholeShell';
import { messages } from '../messages';
import { HomePage } from '../pages/HomePage';

/** from the home, another page is the whole shell started in this page, not a new document */
const openInShell = (path: string) => openInThisPage(path, messages.loading);

/** `openPage`: how another address is opened (the whole shell in this page; tests pass their own) */
export function HomeApp({ openPage = openInShell }: { openPage?: (path: string) => void }) {
  return <AdminFirstScreen path={DEFAULT_ROUTE} page={<HomePage />} openPage={openPage} />;
}
