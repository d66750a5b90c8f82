import { CreateNamedEntity } from '../../../components/named-entity/CreateNamedEntity';
import { subsidiaryScreensConfig } from '../config';

/** SPEC 2.8: the named-entity screen with the branch's paths, texts, dropdowns and SPEC 5 rules. */
export function CreateSubsidiary() {
  return <CreateNamedEntity config={subsidiaryScreensConfig} />;
}
