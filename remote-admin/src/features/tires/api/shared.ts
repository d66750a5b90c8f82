// SPEC 7 "Tires": what the tire writes answer, { message: 'success', detail, tire } with the tire's new
// `version`, shared by the create and the edit.
import type { MessageAnswer, VersionedTire } from '@portal/contract';

export type TireWriteAnswer = MessageAnswer & { tire?: VersionedTire };
