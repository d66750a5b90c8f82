// SPEC 7 "Cities, brands, designs": what the brand writes answer, { message: 'success', detail, brand },
// shared by the create and the edit.
import type { Brand, MessageAnswer } from '@portal/contract';

export type BrandAnswer = MessageAnswer & { brand?: Brand };
