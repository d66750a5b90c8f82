// SPEC 2.8 "Cities" on the named-entity screens: paths, texts, SPEC 5 (create >= 5, edit >= 3), calls.
import { API, LIST_SORT, type City } from '@portal/contract';
import { deleteTexts, messages, successMessages } from '../../messages';
import { cityPaths, editCityPath } from '../../paths';
import type { NamedEntityConfig } from '../../components/named-entity/types';
import { useCity } from './api/get-city';
import { useCreateCity } from './api/create-city';
import { useUpdateCity } from './api/update-city';
import { deleteCity } from './api/delete-city';

export const cityScreens: NamedEntityConfig<City> = {
  entity: 'city',
  icon: 'place',
  paths: cityPaths,
  editPath: editCityPath,
  texts: messages.cities,
  deleteTexts: deleteTexts.city,
  created: () => successMessages.cityCreated,
  edited: successMessages.cityEdited,
  answerKey: 'city',
  // the table pages, filters and sorts on the api
  listPath: API.cities,
  listSort: LIST_SORT.cities,
  api: { useOne: useCity, useCreate: useCreateCity, useUpdate: useUpdateCity, remove: deleteCity },
};
