// SPEC 2.8 "Profiles" on the named-entity screens: SPEC 5 names >= 3 on create and edit; the list
// shows id and name, filterable, 10 per page with the pagination on top; 'Crear Perfil' returns to
// /admin/profiles-list. SPEC 8: 'Perfil {name} Creado con Éxito', 'Perfil {name} Editado con Éxito'.
import { API, LIST_SORT, type Profile } from '@portal/contract';
import { deleteTexts, messages, successMessages } from '../../messages';
import { editProfilePath, profilePaths } from '../../paths';
import type { NamedEntityConfig } from '../../components/named-entity/types';
import { useProfile } from './api/get-profile';
import { useCreateProfile } from './api/create-profile';
import { useUpdateProfile } from './api/update-profile';
import { deleteProfile } from './api/delete-profile';

export const profileScreensConfig: NamedEntityConfig<Profile> = {
  entity: 'profile',
  icon: 'person',
  paths: profilePaths,
  editPath: editProfilePath,
  texts: messages.profiles,
  deleteTexts: deleteTexts.profile,
  created: successMessages.profileCreated,
  edited: successMessages.profileEdited,
  answerKey: 'profile',
  // the table pages, filters and sorts on the api (the dropdowns keep useProfiles' whole list)
  listPath: API.profilesAll,
  listSort: LIST_SORT.profiles,
  api: { useOne: useProfile, useCreate: useCreateProfile, useUpdate: useUpdateProfile, remove: deleteProfile },
};
