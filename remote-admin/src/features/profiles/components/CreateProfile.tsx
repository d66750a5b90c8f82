import { CreateNamedEntity } from '../../../components/named-entity/CreateNamedEntity';
import { profileScreensConfig } from '../config';

/** SPEC 2.8: the named-entity screen with the profile's paths, texts and SPEC 5 rules. */
export function CreateProfile() {
  return <CreateNamedEntity config={profileScreensConfig} />;
}
