import { CreateNamedEntity } from '../../../components/named-entity/CreateNamedEntity';
import { cityScreens } from '../config';

/** /admin/create-city 'Crear Ciudad' (SPEC 2.8): green panel, then the list after 3 s. */
export function CreateCity() {
  return <CreateNamedEntity config={cityScreens} />;
}
