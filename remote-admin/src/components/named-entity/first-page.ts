// SPEC 2.8 'Lista de ...' (cities, branches, profiles, brands, designs, categories): 10 rows a page,
// by name until a header is clicked. Plain data: NamedEntityList's read and each list's declared
// first read (screens.ts) are made from these, so the page the shell reads ahead is the one the list asks for.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const NAMED_LIST_PAGE_SIZE = TABLE_PAGE_SIZE;
export const NAMED_LIST_ORDER: ListOrder = { key: 'name', direction: 'asc' };

/** the query of a named-entity list's first page */
export const firstNamedListPage = () => listPageParams({ sort: NAMED_LIST_ORDER, page: 1, pageSize: NAMED_LIST_PAGE_SIZE });
