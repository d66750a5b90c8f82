import { EditNamedEntity } from '../../../components/named-entity/EditNamedEntity';
import { profileScreensConfig } from '../config';

/** SPEC 2.8: the named-entity screen with the profile's paths, texts and SPEC 5 rules. */
export function EditProfile() {
  return <EditNamedEntity config={profileScreensConfig} />;
}
