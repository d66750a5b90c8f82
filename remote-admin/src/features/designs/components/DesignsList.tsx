import { NamedEntityList } from '../../../components/named-entity/NamedEntityList';
import { designScreens } from '../config';

/** SPEC 2.8: the named-entity screen with this entity's paths, texts and SPEC 5 rules. */
export function DesignsList() {
  return <NamedEntityList config={designScreens} />;
}
