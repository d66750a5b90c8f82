import { CreateNamedEntity } from '../../../components/named-entity/CreateNamedEntity';
import { categoryScreens } from '../config';

/** SPEC 2.8: the named-entity screen with this entity's paths, texts and SPEC 5 rules. */
export function CreateCategory() {
  return <CreateNamedEntity config={categoryScreens} />;
}
