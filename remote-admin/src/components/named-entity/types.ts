// The "named entity" screens (SPEC 2.8): a list, a create and an edit screen of a catalogue row whose
// main field is a name with the SPEC 5 "Names" minimums. Cities, brands, designs and product
// categories are one set of components, parameterised by this description; each feature keeps its
// own api/ (one fetcher and hook per call, SPEC 7 paths and bodies).
import type { ComponentType } from 'react';
import type { MessageAnswer, NamedEntity } from '@portal/contract';
import type { ApiGet, Submission } from '@portal/shared-auth';
import type { Column, IconName, SelectOption } from '@portal/shared-ui';

export interface NamedRow { id: number; name: string }
/** an editable row answers the `version` its edit must send back */
export type Versioned<T> = T & { version: number };

/** What a create or edit form gives: the trimmed name and the ids picked in its dropdowns. */
export type NamedValues = { name: string } & Record<string, string | number>;
export type NamedUpdate = NamedValues & { id: number; version: number };

export interface NamedEntityTexts {
  listTitle: string;
  createTitle: string;
  editTitle: string;
  createButton: string;
  /** SPEC 2.8 "Empty-table texts" */
  empty: string;
  columns: { id: string; name: string; actions: string };
  nameLabel: string;
  loading: string;
  loadFailed: string;
  listFailed: string;
}

/** A required dropdown of the form (SPEC 5: a design's brand, 'Seleccione Una Marca'). */
export interface PickField {
  /** the key sent and read on the row, e.g. 'brand_id' */
  key: string;
  label: string;
  /** the placeholder line and the error when nothing is picked */
  message: string;
  useOptions(): { options: readonly SelectOption[] | undefined; error: string | null };
}

type SubmitHook<I> = () => Submission<MessageAnswer> & { submit(input: I): Promise<MessageAnswer | null> };

export interface NamedEntityConfig<T extends NamedRow> {
  /** SPEC 5 "Names": the contract's nameField(entity, 'create' | 'edit') */
  entity: NamedEntity;
  icon: IconName;
  paths: { list: string; create: string };
  editPath(id: number): string;
  texts: NamedEntityTexts;
  /** SPEC 8: the confirmation and success titles (src/messages.ts deleteTexts) */
  deleteTexts: { title: string; successTitle: 'Eliminado!' | 'Eliminada!' };
  /** SPEC 8: shown in 'Cancelled' when a delete gets no answer at all (brands only) */
  deleteFailureText?: string;
  /** SPEC 8 success texts; `name` is the saved name */
  created(name: string): string;
  edited(name: string): string;
  /** the key under which a write answers the saved row ({ message, detail, city }) */
  answerKey: string;
  /** more columns between the name and the actions (a design's brand); their `key` is the api's sort key */
  extraColumns?: readonly Column<T>[];
  /** required dropdowns after the name */
  pickFields?: readonly PickField[];
  /** shown under the edit form (a design's tires) */
  EditExtra?: ComponentType<{ id: number }>;
  /**
   * the list call the table pages, filters and sorts on the server (the list contract:
   * API.cities, API.brandsAll, API.designs, API.categoriesAll)
   */
  listPath: string;
  /** the columns that api sorts by (the contract's LIST_SORT entry): only these headers sort */
  listSort: readonly string[];
  api: {
    useOne(id: string | undefined): ApiGet<Versioned<T>>;
    useCreate: SubmitHook<NamedValues>;
    useUpdate: SubmitHook<NamedUpdate>;
    remove(id: number): Promise<MessageAnswer>;
  };
}
