// SPEC 7 "Users, branches, profiles": what the profile writes answer, { message: 'success', detail, profile },
// shared by the create and the edit.
import type { MessageAnswer, Profile } from '@portal/contract';

export type ProfileAnswer = MessageAnswer & { profile?: Profile };
