// SPEC 7 "Products": what the product category writes answer, { message: 'success', detail, category },
// shared by the create and the edit.
import type { MessageAnswer, ProductCategory } from '@portal/contract';

export type CategoryAnswer = MessageAnswer & { category?: ProductCategory };
