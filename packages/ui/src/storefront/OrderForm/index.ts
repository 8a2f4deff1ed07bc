export { OrderForm } from './OrderForm.js';
export { AddressPicker, type AddressPickerProps } from './AddressPicker.js';
export type { AddressChoice, OrderFormProps, OrderFormValue, PortChoice } from './types.js';
