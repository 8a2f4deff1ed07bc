export { InvoiceForm, type InvoiceFormProps } from './InvoiceForm.js';
export { InvoiceView, type InvoiceViewProps } from './InvoiceView.js';
