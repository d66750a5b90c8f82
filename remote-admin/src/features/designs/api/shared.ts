// SPEC 7 "Cities, brands, designs": what the design create and edit share: the form's values and the
// writes' answer { message: 'success', detail, design }.
import type { Design, MessageAnswer } from '@portal/contract';

export type DesignAnswer = MessageAnswer & { design?: Design };
export type DesignValues = { name: string; brand_id?: string | number };
