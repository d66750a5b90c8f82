// SPEC 2.8 "Categories" on the named-entity screens: SPEC 5 create >= 5, edit >= 3.
import { API, LIST_SORT, type ProductCategory } from '@portal/contract';
import { deleteTexts, messages, successMessages } from '../../messages';
import { categoryPaths, editCategoryPath } from '../../paths';
import type { NamedEntityConfig } from '../../components/named-entity/types';
import { useCategory } from './api/get-category';
import { useCreateCategory } from './api/create-category';
import { useUpdateCategory } from './api/update-category';
import { deleteCategory } from './api/delete-category';

export const categoryScreens: NamedEntityConfig<ProductCategory> = {
  entity: 'category',
  icon: 'list',
  paths: categoryPaths,
  editPath: editCategoryPath,
  texts: messages.categories,
  deleteTexts: deleteTexts.category,
  created: () => successMessages.categoryCreated,
  edited: successMessages.categoryEdited,
  answerKey: 'category',
  // the table pages, filters and sorts on the api
  listPath: API.categoriesAll,
  listSort: LIST_SORT.categories,
  api: { useOne: useCategory, useCreate: useCreateCategory, useUpdate: useUpdateCategory, remove: deleteCategory },
};
