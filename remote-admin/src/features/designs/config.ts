// SPEC 2.8 "Designs" on the named-entity screens: SPEC 5 create >= 5, edit >= 3, brand required
// ('Seleccione Una Marca'); the list adds the brand; the edit screen lists the design's tires.
import { API, LIST_SORT, type Design } from '@portal/contract';
import { deleteTexts, messages, successMessages } from '../../messages';
import { designPaths, editDesignPath } from '../../paths';
import type { NamedEntityConfig, PickField } from '../../components/named-entity/types';
import { useBrands } from '../brands/api/get-brands';
import { useDesign } from './api/get-design';
import { useCreateDesign } from './api/create-design';
import { useUpdateDesign } from './api/update-design';
import { deleteDesign } from './api/delete-design';
import { DesignTires } from './components/DesignTires';

const texts = messages.designs;

const brandField: PickField = {
  key: 'brand_id',
  label: texts.brandLabel,
  message: texts.selectBrand,
  useOptions() {
    const { data, error } = useBrands();
    return { options: data?.map((b) => ({ value: b.id, label: b.name })), error: error ? texts.brandsFailed : null };
  },
};

export const designScreens: NamedEntityConfig<Design> = {
  entity: 'design',
  icon: 'list',
  paths: designPaths,
  editPath: editDesignPath,
  texts,
  deleteTexts: deleteTexts.design,
  // SPEC 8 has one design text, 'Diseño Creada con Éxito' (the create's); the edit says what the
  // api answers, 'Diseño {name} editado con éxito' (api/src/messages.ts DESIGN_MSG)
  created: () => successMessages.designCreated,
  edited: texts.edited,
  answerKey: 'design',
  // sorted by the api's 'brand' key (LIST_SORT.designs: the brand's name)
  extraColumns: [{ key: 'brand', header: texts.columns.brand, value: (d) => d.brand?.name ?? '' }],
  pickFields: [brandField],
  EditExtra: DesignTires,
  // the table pages, filters and sorts on the api (q also finds the brand's name)
  listPath: API.designs,
  listSort: LIST_SORT.designs,
  api: { useOne: useDesign, useCreate: useCreateDesign, useUpdate: useUpdateDesign, remove: deleteDesign },
};
