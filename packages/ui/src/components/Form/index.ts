export { Form, FormError, type FormProps } from './Form.js';
export { SubmitButton } from './SubmitButton.js';
export {
  FormField,
  type FormFieldProps,
  type FormFieldRenderProps,
  type BoundFieldProps,
} from './FormField.js';
export {
  useZodForm,
  type ZodForm,
  type ZodFormSchema,
  type FormInput,
  type FormOutput,
} from './useZodForm.js';
export { translateKey, useTranslateKey } from './translate.js';
export { HydratedContext, useHydrated } from './useHydrated.js';
export { validationMessages } from './validation.messages.js';
export { bindIsoDate, bindNumber } from './bindings.js';
