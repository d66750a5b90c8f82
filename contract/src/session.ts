// SPEC 7 "Session": the answers of login, the session check, logout and recovery (the request
// bodies are in validation.ts). The api declares these as its response schemas and the shell can
// parse them, so both read one shape.
import { z } from 'zod';
import type { LoginUser, MessageAnswer, SessionUser } from './entities';

/** SPEC 3 "Session": the saved user; `points` is the shown balance (never lots past expiry) */
export const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  points: z.number(),
  profiles_id: z.number(),
  identification_number: z.string(),
  email: z.string(),
}) satisfies z.ZodType<SessionUser>;

/** SPEC 7: "an array whose first item is the user with points and access_token" */
export const loginAnswer = z.array(sessionUserSchema.extend({ access_token: z.string(), expires_at: z.string() })) satisfies z.ZodType<LoginUser[]>;

/** GET /api/session (ours): the current user and the token's new expiry */
export const sessionAnswer = z.object({ user: sessionUserSchema, expires_at: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** SPEC 7/8: `{ message: 'success', detail }` (recovery, logout) */
export const messageAnswer = z.object({ message: z.string(), detail: z.string().optional() }) satisfies z.ZodType<MessageAnswer>;
