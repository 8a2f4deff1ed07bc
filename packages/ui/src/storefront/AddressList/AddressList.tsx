/**
 * AddressList: the member's delivery addresses as cards with every field, the receiving times, and edit and
 * delete (after a confirmation). An incomplete address says which required fields it misses (rules'
 * addressMissingFields), so the buyer knows why the order form will not take it.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import type { Address } from '@kontor/api/contract';
import { DELIVERY_TYPES, addressMissingFields, statusKey } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { translateKey } from '../../components/Form/translate.js';
import { messages as fieldMessages } from '../AddressForm/AddressForm.messages.js';
import { useLazyConfirm } from '../ContainerCart/useLazyConfirm.js';
import { ReceivingWindowsSummary } from '../ReceivingWindows/ReceivingWindowsSummary.js';
import * as css from './AddressList.css.js';
import { messages } from './AddressList.messages.js';

export interface AddressListProps {
  addresses: readonly Address[];
  onAdd?: () => void;
  onEdit: (address: Address) => void;
  /** Deletes after the user confirmed; a returned promise keeps the question open until it settles. */
  onDelete: (address: Address) => unknown;
  /**
   * What takes the focus when the list appears, back from the address form: `'add'` (after a new address was saved or
   * given up), or an address's id (its edit button). Without it the focus stays where the page puts it.
   */
  focusOn?: 'add' | Address['id'] | undefined;
  className?: string;
}

const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';
const shown = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

export function AddressList({ addresses, onAdd, onEdit, onDelete, focusOn, className }: AddressListProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const editRefs = useRef(new Map<string, HTMLButtonElement>());
  // Once, when the list appears (a keyboard user goes on from the control that opened the form).
  useEffect(() => {
    if (focusOn === undefined || focusOn === null) return;
    (focusOn === 'add' ? addRef.current : editRefs.current.get(String(focusOn)))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  // The question's modal code loads when the user heads for a delete button.
  const { Confirm, warm } = useLazyConfirm(deleting !== null);
  const nameOf = (address: Address) =>
    shown(address.company) || intl.formatMessage(messages.unnamed);
  const yesNo = (flag: unknown) => intl.formatMessage(isOn(flag) ? messages.yes : messages.no);

  return (
    <section
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-labelledby="address-list-title"
    >
      <div className={css.header}>
        <h2 id="address-list-title" className={css.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        {onAdd ? (
          <Button ref={addRef} onPress={onAdd}>
            <Plus aria-hidden size="1em" />
            {intl.formatMessage(messages.add)}
          </Button>
        ) : null}
      </div>
      {addresses.length === 0 ? (
        <p className={css.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : null}
      <ul className={css.list}>
        {addresses.map((address, index) => {
          const name = nameOf(address);
          const missing = addressMissingFields(address);
          const facts: [string, string][] = [
            [intl.formatMessage(fieldMessages.street), shown(address.street)],
            // Each under its own label: a joined line showed the city as the postal code when the code was missing.
            [intl.formatMessage(fieldMessages.postalCode), shown(address.postalCode)],
            [intl.formatMessage(fieldMessages.city), shown(address.city)],
            [intl.formatMessage(fieldMessages.contactPerson), shown(address.contactPerson)],
            [intl.formatMessage(fieldMessages.receiver), shown(address.receiver)],
            [intl.formatMessage(fieldMessages.phone), shown(address.phone)],
            [intl.formatMessage(fieldMessages.fax), shown(address.fax)],
            [
              intl.formatMessage(fieldMessages.deliveryType),
              translateKey(intl, statusKey(DELIVERY_TYPES, address.deliveryType ?? 1) ?? ''),
            ],
            [intl.formatMessage(fieldMessages.isElevator), yesNo(address.isElevator)],
            [intl.formatMessage(fieldMessages.isNotice), yesNo(address.isNotice)],
          ];
          return (
            <li key={address.id ?? index} data-testid="address-card">
              <article className={css.card} aria-label={name}>
                <div className={css.cardHead}>
                  <h3 className={css.name}>{name}</h3>
                  {isOn(address.isDefault) ? (
                    <span className={css.tag}>{intl.formatMessage(messages.default)}</span>
                  ) : null}
                </div>
                <dl className={css.facts}>
                  {facts
                    .filter(([, value]) => value !== '')
                    .map(([label, value]) => (
                      <div key={label} className={css.factRow}>
                        <dt>{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                </dl>
                <ReceivingWindowsSummary windows={address.receivingTimes} />
                {missing.length > 0 ? (
                  <p className={[css.state, css.incomplete].join(' ')}>
                    <CircleAlert aria-hidden className={css.stateIcon} />
                    {intl.formatMessage(messages.incomplete, {
                      fields: intl.formatList(
                        missing.map((field) => intl.formatMessage(fieldMessages[field])),
                        { type: 'conjunction' },
                      ),
                    })}
                  </p>
                ) : (
                  <p className={[css.state, css.ready].join(' ')}>
                    <CircleCheck aria-hidden className={css.stateIcon} />
                    {intl.formatMessage(messages.complete)}
                  </p>
                )}
                <div className={css.actions}>
                  <Button
                    ref={(button) => {
                      if (button && address.id != null) editRefs.current.set(String(address.id), button);
                    }}
                    variant="secondary"
                    onPress={() => onEdit(address)}
                    aria-label={intl.formatMessage(messages.edit, { name })}
                  >
                    <Pencil aria-hidden size="1em" />
                    {intl.formatMessage(messages.editShort)}
                  </Button>
                  <Button
                    variant="quiet"
                    onPointerEnter={warm}
                    onFocus={warm}
                    onPointerDown={warm}
                    onPress={() => setDeleting(address)}
                    aria-label={intl.formatMessage(messages.delete, { name })}
                  >
                    <Trash aria-hidden size="1em" />
                    {intl.formatMessage(messages.deleteConfirm)}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {Confirm ? (
        <Confirm
          isOpen={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          variant="danger"
          title={intl.formatMessage(messages.deleteTitle)}
          message={
            deleting ? intl.formatMessage(messages.deleteQuestion, { name: nameOf(deleting) }) : ''
          }
          confirmLabel={intl.formatMessage(messages.deleteConfirm)}
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
        />
      ) : null}
    </section>
  );
}
