/** A react-hook-form form validated by a zod schema from @kontor/api/contract, so browser and server reject the same input. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';
import { keyWithValues } from './translate.js';

/** What the form kit needs of a zod 4 schema: its input and output types. */
export interface ZodFormSchema {
  _zod: { input: FieldValues; output: FieldValues };
}
export type FormInput<S extends ZodFormSchema> = S['_zod']['input'];
export type FormOutput<S extends ZodFormSchema> = S['_zod']['output'];
export type ZodForm<S extends ZodFormSchema> = UseFormReturn<FormInput<S>, unknown, FormOutput<S>>;

export function useZodForm<S extends ZodFormSchema>(
  schema: S,
  options: Omit<UseFormProps<FormInput<S>, unknown, FormOutput<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<FormInput<S>, unknown, FormOutput<S>>({
    // A field is checked once the user leaves it, then on every change while it is wrong.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // Form moves focus to the first invalid field itself: react-aria fields do not hand their input to react-hook-form.
    shouldFocusError: false,
    ...options,
    resolver: withBounds(schema),
  });
}

/**
 * zodResolver, with the bound of a value too long or too big kept in its message: the resolver keeps only the
 * issue's message, and "at most 100 characters" says more than "too long".
 */
function withBounds<S extends ZodFormSchema>(schema: S): Resolver<FormInput<S>, unknown, FormOutput<S>> {
  // zod's input<S> is S['_zod']['input']; TypeScript cannot see that through the generic.
  const resolve = zodResolver(schema) as unknown as Resolver<FormInput<S>, unknown, FormOutput<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await safeParseAsync(schema as unknown as $ZodType, values);
    for (const issue of parsed.error?.issues ?? []) {
      if (issue.code !== 'too_big') continue;
      const error = get(result.errors, issue.path.join('.')) as FieldError | undefined;
      if (error?.type === 'too_big' && error.message === issue.message) error.message = keyWithValues(issue.message, { max: Number(issue.maximum) });
    }
    return result;
  };
}
