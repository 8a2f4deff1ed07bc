/** Order placement checks and delivery lead times of spec sections 5 and 9. */
import { CART_KIND, type CartKind } from './statuses.js';
import { CONTAINER_CAPACITIES, exceedsVolumeCap, isContainerType } from './containers.js';
import { CONTAINER_COUNT_RANGE } from './limits.js';
import { VALIDATION_KEYS, type ValidationKey } from './validation.js';

/** The fields an address needs before an order can ship to it. */
export const ADDRESS_REQUIRED_FIELDS = ['company', 'street', 'postalCode', 'contactPerson', 'phone'] as const;
export type AddressRequiredField = (typeof ADDRESS_REQUIRED_FIELDS)[number];

/** The required fields an address leaves empty (blank text counts as empty), in form order. */
export function addressMissingFields(
  address: Partial<Record<AddressRequiredField, unknown>> | null | undefined,
): AddressRequiredField[] {
  return ADDRESS_REQUIRED_FIELDS.filter((field) => {
    const value = address?.[field];
    return value === null || value === undefined || String(value).trim() === '';
  });
}

/** Containers are delivered at least six weeks out; pallets at least three working days out. */
export const CONTAINER_LEAD_WEEKS = 6;
export const PALLET_LEAD_WORKING_DAYS = 3;

/** Adds calendar days to a local date, dropping the time of day. */
function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The earliest ETA that may be chosen for an order placed today (a local date at midnight). */
export function earliestEta(kind: CartKind, today: Date): Date {
  if (kind === 'container') return addDays(today, CONTAINER_LEAD_WEEKS * 7);
  let date = addDays(today, 0);
  let workingDays = 0;
  while (workingDays < PALLET_LEAD_WORKING_DAYS) {
    date = addDays(date, 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) workingDays += 1;
  }
  return date;
}

/** Deliveries arrive on working days: an ETA on a Saturday or Sunday ('yyyy-MM-dd') cannot be chosen. */
export function isWeekendDate(iso: string): boolean {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** A local date as the 'yyyy-MM-dd' text the backend and the ETA picker use. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export interface OrderDraft {
  readonly kind: CartKind;
  /** The chosen ETA as 'yyyy-MM-dd'. */
  readonly eta?: string | null;
  readonly containerCount?: number | null;
  readonly cabinetType?: string | null;
  readonly address?: Partial<Record<AddressRequiredField, unknown>> | null;
  /** The goods' total volume in m³, when known: the chosen containers must hold it. */
  readonly volume?: number | null;
  /**
   * An edit's ETA as the order was placed ('yyyy-MM-dd'): kept, it is not checked again against today's lead time or
   * the weekday (the shop accepted it; changing the remark must not force a new date).
   */
  readonly placedEta?: string | null;
}

/**
 * Everything that stops an order from being placed, in the order the form shows it: an ETA must be
 * selected (a working day, and not before the earliest ETA when `today` is given, unless it is an edit's ETA as
 * placed), a container order
 * needs its containers selected and, when the goods' volume is given, at most 65 m³ of goods and
 * enough containers to hold them; the address's required information must be complete.
 */
export function orderPlacementProblems(draft: OrderDraft, today?: Date): ValidationKey[] {
  const problems: ValidationKey[] = [];
  if (!draft.eta) problems.push(VALIDATION_KEYS.etaRequired);
  else if (draft.eta !== draft.placedEta) {
    if (today && draft.eta < isoDate(earliestEta(draft.kind, today))) problems.push(VALIDATION_KEYS.etaTooEarly);
    else if (isWeekendDate(draft.eta)) problems.push(VALIDATION_KEYS.etaWeekend);
  }
  if (draft.kind === 'container') {
    const count = draft.containerCount ?? 0;
    if (!isContainerType(draft.cabinetType) || !Number.isInteger(count) || count < CONTAINER_COUNT_RANGE.min) {
      problems.push(VALIDATION_KEYS.containersRequired);
    } else if (draft.volume != null && exceedsVolumeCap(draft.volume)) {
      // No choice of containers helps: the goods must be fewer.
      problems.push(VALIDATION_KEYS.volumeCap);
    } else if (draft.volume != null && draft.volume > count * CONTAINER_CAPACITIES[draft.cabinetType] + 1e-9) {
      problems.push(VALIDATION_KEYS.containersTooSmall);
    }
  }
  if (!draft.address) problems.push(VALIDATION_KEYS.addressRequired);
  else if (addressMissingFields(draft.address).length > 0) problems.push(VALIDATION_KEYS.addressIncomplete);
  return problems;
}

/** The order kind of a cart kind value (1 container, 2 pallet). */
export function cartKindOf(value: unknown): CartKind {
  return Number(value) === CART_KIND.pallet ? 'pallet' : 'container';
}
