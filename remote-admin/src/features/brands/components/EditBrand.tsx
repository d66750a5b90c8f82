import { EditNamedEntity } from '../../../components/named-entity/EditNamedEntity';
import { brandScreens } from '../config';

/** SPEC 2.8: the named-entity screen with this entity's paths, texts and SPEC 5 rules. */
export function EditBrand() {
  return <EditNamedEntity config={brandScreens} />;
}
