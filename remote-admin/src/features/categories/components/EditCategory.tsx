import { EditNamedEntity } from '../../../components/named-entity/EditNamedEntity';
import { categoryScreens } from '../config';

/** SPEC 2.8: the named-entity screen with this entity's paths, texts and SPEC 5 rules. */
export function EditCategory() {
  return <EditNamedEntity config={categoryScreens} />;
}
