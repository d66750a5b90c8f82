import { EditNamedEntity } from '../../../components/named-entity/EditNamedEntity';
import { subsidiaryScreensConfig } from '../config';

/** SPEC 2.8: the named-entity screen with the branch's paths, texts, dropdowns and SPEC 5 rules. */
export function EditSubsidiary() {
  return <EditNamedEntity config={subsidiaryScreensConfig} />;
}
