import { EditNamedEntity } from '../../../components/named-entity/EditNamedEntity';
import { cityScreens } from '../config';

/**
 * /admin/edit-city/{id} 'Editar Ciudad' (SPEC 2.8): loads the city, saves with its version (a stale
 * save is refused), back to the list after 3 s.
 */
export function EditCity() {
  return <EditNamedEntity config={cityScreens} />;
}
