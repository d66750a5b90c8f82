import { NamedEntityList } from '../../../components/named-entity/NamedEntityList';
import { brandScreens } from '../config';

/** SPEC 2.8: the named-entity screen with this entity's paths, texts and SPEC 5 rules. */
export function BrandsList() {
  return <NamedEntityList config={brandScreens} />;
}
