/** What the order form edits and what it chooses from. */
import type { AddressRequiredField, CartKind, ContainerType } from '@kontor/api/rules';

export type Id = string | number;

/** The form's values; the shop keeps them as the draft that survives a reload. */
export interface OrderFormValue {
  eta?: string | null;
  portId?: Id | null;
  cabinetType?: ContainerType | null;
  containerCount?: number | null;
  addressId?: Id | null;
  remark?: string;
}

export interface AddressChoice {
  id: Id;
  /** One line: company, street, postal code and city. */
  label: string;
  /** The address's required fields, checked with addressMissingFields. */
  address: Partial<Record<AddressRequiredField, unknown>>;
  /** Where to complete it when it is incomplete. */
  editHref?: string;
}

export interface PortChoice {
  id: Id;
  name: string;
}

export interface OrderFormProps {
  kind: CartKind;
  /** `edit`: the form of a placed order (/editOrder), which saves changes rather than places an order. */
  mode?: 'place' | 'edit';
  value: OrderFormValue;
  onChange: (value: OrderFormValue) => void;
  addresses: readonly AddressChoice[];
  /** Where a new delivery address is added (the form returns here when saved). */
  newAddressHref?: string | undefined;
  ports: readonly PortChoice[];
  paymentTerms?: string | null | undefined;
  /** The day the order is placed (the ETA rules count from it); now by default. */
  today?: Date;
  /** An edit: the ETA the order was placed with ('yyyy-MM-dd'); kept as it is, the lead time and weekday rules pass it. */
  placedEta?: string | null | undefined;
  /** The goods' total volume in m³: a container order's containers must hold it. */
  volume?: number | undefined;
  /** Called with valid values only; the field errors are shown otherwise. */
  onSubmit: (value: OrderFormValue) => unknown;
  isSubmitting?: boolean;
  /** A refusal from the server (a message key), shown at the field it belongs to or above the button. */
  serverError?: string | null | undefined;
}
