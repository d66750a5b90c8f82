import { z } from 'zod';
import { nameField, pickedId, type NamedEntity } from '@portal/contract';
import type { PickField } from './types';

export type NamedFormSchema = z.ZodType<{ name: string } & Record<string, unknown>, Record<string, unknown>>;

const cache = new Map<string, NamedFormSchema>();

/**
 * SPEC 5 "Names" (the contract's rule, the same the api checks) plus a required id per dropdown.
 * One schema per entity, mode and fields, so the form's validation is not rebuilt on each render.
 */
export function namedFormSchema(entity: NamedEntity, mode: 'create' | 'edit', fields: readonly PickField[] = []): NamedFormSchema {
  const key = [entity, mode, ...fields.map((f) => f.key)].join(':');
  let schema = cache.get(key);
  if (!schema) {
    schema = z.object({
      name: nameField(entity, mode),
      ...Object.fromEntries(fields.map((f) => [f.key, pickedId(f.message)])),
    }) as unknown as NamedFormSchema;
    cache.set(key, schema);
  }
  return schema;
}
