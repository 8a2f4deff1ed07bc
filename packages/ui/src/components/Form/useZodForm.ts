/** A react-hook-form form validated by a zod schema from @kontor/api/contract, so browser and server reject the same input. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

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
    // zod's input<S> is S['_zod']['input']; TypeScript cannot see that through the generic.
    resolver: zodResolver(schema) as unknown as Resolver<FormInput<S>, unknown, FormOutput<S>>,
  });
}
