export {
  AfterSalesForm,
  type AfterSalesFormProps,
  type AfterSalesFormValues,
} from './AfterSalesForm.js';
export { ProofPicker, type ProofPickerProps, type ProofUploader } from './ProofPicker.js';
