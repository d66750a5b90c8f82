// The participant's catalogue as a fresh load of /admin/products starts it (issue 12): SPEC 2.12
// 'Catálogo de Productos', remote-participant's screen, built into the shell's first-screen bundle
// from the remote's sources and drawn in the admin layout without Module Federation, as the home is.
// The api serves this page only while remote-participant is the build it was made with
// (api/src/web/frontends.ts); after that remote is rebuilt alone, the address gets the federated
// shell, which loads the remote as deployed.
import { canOpen, RemoteFooter, useSession } from '@portal/shared-auth';
import { ProductCatalogue } from '@portal/remote-participant/src/features/catalogue/components/ProductCatalogue';
import { participantPaths } from '@portal/remote-participant/src/paths';
import { AdminFirstScreen } from '../first-screen/AdminFirstScreen';
import { ForbiddenPanel } from '../remotes/RemoteRoute';

/** as RemoteRoute draws a remote's screen: SPEC 6 first, then the screen and the remote's footer */
function Catalogue() {
  const profilesId = useSession((s) => s.user?.profiles_id);
  if (!canOpen(profilesId, participantPaths.products)) return <ForbiddenPanel />;
  return (
    <>
      <ProductCatalogue />
      <RemoteFooter owner="participant" buildLabel={process.env.PORTAL_BUILD_LABEL} />
    </>
  );
}

/** `openPage`: how another address is opened (a new document; tests pass their own) */
export function ProductsApp({ openPage }: { openPage?: (path: string) => void }) {
  return <AdminFirstScreen path={participantPaths.products} page={<Catalogue />} openPage={openPage} />;
}
