import { NamedEntityList } from '../../../components/named-entity/NamedEntityList';
import { profileScreensConfig } from '../config';

/** SPEC 2.8: the named-entity screen with the profile's paths, texts and SPEC 5 rules. */
export function ProfilesList() {
  return <NamedEntityList config={profileScreensConfig} />;
}
