import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * formResolver (components/forms/form-resolver.ts) whose schema, zod and the resolver load when the form is first
 * checked (its first submit, or a field checked after it), not with the page: a form screen's first load stays
 * free of them. The same schema decides everything, as the server action's does. Make it once, at
 * module level, so that every render shares the one load. A load that fails rejects with a TypeError (what a
 * form says as the server not reached) and is tried again at the next check.
 */
export function lazyFormResolver<TForm extends FieldValues, TSchema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
): Resolver<TForm, unknown, z.output<TSchema>> {
  type Resolve = Resolver<TForm, unknown, z.output<TSchema>>;
  let loading: Promise<Resolve> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./form-resolver'), loadSchema()]).then(
      ([{ formResolver }, schema]) => formResolver<TForm, TSchema>(schema),
      (error: unknown) => {
        loading = undefined;
        // As a fetch that never reached the server: forms say it as such (components/forms/action-failure.ts).
        throw new TypeError('The form could not load its checks', { cause: error });
      },
    ));
  return async (values, context, options) => (await load())(values, context, options);
}
