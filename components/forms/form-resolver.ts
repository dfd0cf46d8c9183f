import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a clinical form whose shared schema takes `unknown` per field (it also parses what a
 * server action receives) and whose form holds narrower values (ids and typed text). The schema still
 * decides everything; only the static input type is narrowed to what the form holds.
 */
export function formResolver<TForm extends FieldValues, TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema): Resolver<TForm, unknown, z.output<TSchema>> {
  return zodResolver(schema) as unknown as Resolver<TForm, unknown, z.output<TSchema>>;
}
