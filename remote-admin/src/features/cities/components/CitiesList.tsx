import { NamedEntityList } from '../../../components/named-entity/NamedEntityList';
import { cityScreens } from '../config';

/** /admin/list-cities 'Lista de Ciudades' (SPEC 2.8): filter, 10 per page, an edit and a delete button per row. */
export function CitiesList() {
  return <NamedEntityList config={cityScreens} />;
}
