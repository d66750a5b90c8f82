// SPEC 2.8 "Brands" on the named-entity screens: SPEC 5 names >= 3 on create and edit.
import { API, LIST_SORT, type Brand } from '@portal/contract';
import { deleteTexts, messages, successMessages } from '../../messages';
import { brandPaths, editBrandPath } from '../../paths';
import type { NamedEntityConfig } from '../../components/named-entity/types';
import { useBrand } from './api/get-brand';
import { useCreateBrand } from './api/create-brand';
import { useUpdateBrand } from './api/update-brand';
import { deleteBrand } from './api/delete-brand';

export const brandScreens: NamedEntityConfig<Brand> = {
  entity: 'brand',
  icon: 'store',
  paths: brandPaths,
  editPath: editBrandPath,
  texts: messages.brands,
  deleteTexts: deleteTexts.brand,
  // SPEC 8: 'Ocurrió un error eliminando la marca. Inténtelo de nuevo.'
  deleteFailureText: messages.brands.deleteFailed,
  created: successMessages.brandCreated,
  edited: successMessages.brandEdited,
  answerKey: 'brand',
  // the table pages, filters and sorts on the api (the dropdowns keep useBrands' whole list)
  listPath: API.brandsAll,
  listSort: LIST_SORT.brands,
  api: { useOne: useBrand, useCreate: useCreateBrand, useUpdate: useUpdateBrand, remove: deleteBrand },
};
