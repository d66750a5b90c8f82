// SPEC 7 "Users, branches, profiles": what the branch create and edit share: the form's values and the
// writes' answer { message: 'success', detail, subsidiary }.
import type { MessageAnswer, Subsidiary } from '@portal/contract';

export type SubsidiaryAnswer = MessageAnswer & { subsidiary?: Subsidiary };
export type SubsidiaryValues = { name: string; cities_id?: string | number; profiles_id?: string | number };
