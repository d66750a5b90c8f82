// SPEC 2.8 "Subsidiaries" on the named-entity screens: SPEC 5 create >= 5, edit >= 3, city required
// ('Seleccione Una Ciudad') and profile required ('Seleccione Un Perfil'); the list adds the city and
// the profile. SPEC 8: 'Sucursal Creada con Éxito', 'Sucursal {name} editada con éxito'.
import { API, LIST_SORT, SELECT_CITY, SELECT_PROFILE, type Subsidiary } from '@portal/contract';
import { deleteTexts, messages, successMessages } from '../../messages';
import { editSubsidiaryPath, subsidiaryPaths } from '../../paths';
import type { NamedEntityConfig, PickField } from '../../components/named-entity/types';
import { useCities } from '../cities/api/get-cities';
import { useProfiles } from '../profiles/api/get-profiles';
import { useSubsidiary } from './api/get-subsidiary';
import { useCreateSubsidiary } from './api/create-subsidiary';
import { useUpdateSubsidiary } from './api/update-subsidiary';
import { deleteSubsidiary } from './api/delete-subsidiary';

const texts = messages.subsidiaries;

/** GET /api/city, the whole plain list */
const cityField: PickField = {
  key: 'cities_id',
  label: texts.cityLabel,
  message: SELECT_CITY,
  useOptions() {
    const { data, error } = useCities();
    return { options: data?.map((c) => ({ value: c.id, label: c.name })), error: error ? texts.citiesFailed : null };
  },
};

/** GET /api/profiles/all, the whole plain list: the profile given to the users who register with this branch (SPEC 2.3) */
const profileField: PickField = {
  key: 'profiles_id',
  label: texts.profileLabel,
  message: SELECT_PROFILE,
  useOptions() {
    const { data, error } = useProfiles();
    return { options: data?.map((p) => ({ value: p.id, label: p.name })), error: error ? texts.profilesFailed : null };
  },
};

export const subsidiaryScreensConfig: NamedEntityConfig<Subsidiary> = {
  entity: 'subsidiary',
  icon: 'store',
  paths: subsidiaryPaths,
  editPath: editSubsidiaryPath,
  texts,
  deleteTexts: deleteTexts.subsidiary,
  created: () => successMessages.subsidiaryCreated,
  edited: successMessages.subsidiaryEdited,
  answerKey: 'subsidiary',
  // sorted by the api's 'city' and 'profile' keys (LIST_SORT.subsidiaries: their names)
  extraColumns: [
    { key: 'city', header: texts.columns.city, value: (s) => s.city?.name ?? '' },
    { key: 'profile', header: texts.columns.profile, value: (s) => s.profile?.name ?? '' },
  ],
  pickFields: [cityField, profileField],
  // the table pages, filters and sorts on the api
  listPath: API.subsidiaries,
  listSort: LIST_SORT.subsidiaries,
  api: { useOne: useSubsidiary, useCreate: useCreateSubsidiary, useUpdate: useUpdateSubsidiary, remove: deleteSubsidiary },
};
