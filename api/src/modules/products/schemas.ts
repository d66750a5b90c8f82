// Response schemas (they document the SPEC 3 shapes in the API docs and stop a stray column from
// leaking); typed against the contract so the two cannot drift apart.
import { z } from 'zod';
import type { Product, ProductCategory } from '@portal/contract';

export const namedSchema = z.object({ id: z.number(), name: z.string() });

export const categorySchema: z.ZodType<ProductCategory> = namedSchema;

export const productSchema: z.ZodType<Product> = z.object({
  id: z.number(),
  name: z.string(),
  points: z.number(),
  points_value: z.number(),
  estimated_value: z.number(),
  image: z.string().nullable(),
  state: z.string(),
  product_categories_id: z.number(),
  product_category: namedSchema.nullable(),
});
