// Response shapes of the session calls (request bodies come from the contract).
import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  points: z.number(),
  profiles_id: z.number(),
  identification_number: z.string(),
  email: z.string(),
});

/** SPEC 7: "an array whose first item is the user with points and access_token" */
export const loginAnswer = z.array(sessionUserSchema.extend({ access_token: z.string(), expires_at: z.string() }));

export const sessionAnswer = z.object({ user: sessionUserSchema, expires_at: z.string() });

export const messageAnswer = z.object({ message: z.string(), detail: z.string().optional() });
