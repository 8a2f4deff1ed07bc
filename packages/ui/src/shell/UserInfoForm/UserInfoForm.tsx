/** UserInfoForm: the account's facts (user name, level, trade mode, sales contact), its avatar, and the member edit. */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { memberForm, type MemberForm } from '@kontor/api/contract';
import { PHONE_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { messages as buttonMessages } from '../../components/Button/Button.messages.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { Select, SelectItem } from '../../components/Select/Select.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';
import { cx } from '../../styles/cx.js';
import { TextField } from '../../components/TextField/TextField.js';
import { useRegionName } from '../../i18n/regions.js';
import { Avatar } from './Avatar.js';
import * as css from './UserInfoForm.css.js';
import { messages } from './UserInfoForm.messages.js';

export interface UserAccount {
  username: string;
  realname?: string | null | undefined;
  avatar?: string | null | undefined;
  level?: string | number | null | undefined;
  /** The trade mode's label (DDP, FOB) as the dictionary gives it. */
  tradeMode?: string | null | undefined;
  salesname?: string | null | undefined;
  salesPhone?: string | null | undefined;
}

export interface UserInfoFormProps {
  account: UserAccount;
  /** The member's current values. */
  member: MemberForm;
  /** Named in the shop's language from `code` where the browser knows it, else by the server's `name`. */
  countries: readonly { id: string | number; name: string; code?: string | null | undefined }[];
  /** Saves; a rejection's message shows above the button and the input stays. */
  onSubmit: (values: MemberForm) => unknown;
  /**
   * The account and member are still read: the form draws its own shape (placeholders for the facts, the fields empty
   * and out of reach), so what follows it on the page does not move when they come.
   */
  pending?: boolean;
}

export function UserInfoForm({ account, member, countries, onSubmit, pending = false }: UserInfoFormProps) {
  const intl = useIntl();
  const regionName = useRegionName();
  const countryItems = useMemo(
    () =>
      countries
        .map((country) => ({ id: country.id, name: regionName(country.code, country.name) }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [countries, regionName, intl.locale],
  );
  const [saved, setSaved] = useState(false);
  const form = useZodForm(memberForm, { defaultValues: member, values: member });
  const name = account.realname || account.username;
  const notSet = intl.formatMessage(messages.notSet);
  const sales = [account.salesname, account.salesPhone].filter(Boolean).join(' · ');

  async function submit(values: MemberForm) {
    setSaved(false);
    await onSubmit(values);
    setSaved(true);
  }

  return (
    <div className={css.root}>
      <section className={css.account} aria-label={intl.formatMessage(messages.title)} aria-busy={pending || undefined}>
        {pending ? (
          <span className={cx(css.avatar, css.avatarPending)} aria-hidden="true" />
        ) : (
          <Avatar name={name} src={account.avatar} label={intl.formatMessage(messages.avatar, { name })} />
        )}
        <div className={css.accountText}>
          <p className={css.name}>{pending ? <SkeletonValue chars={16} /> : name}</p>
          <dl className={css.facts}>
            <dt>{intl.formatMessage(messages.username)}</dt>
            <dd>{pending ? <SkeletonValue /> : account.username}</dd>
            <dt>{intl.formatMessage(messages.level)}</dt>
            <dd>{pending ? <SkeletonValue /> : (account.level ?? notSet)}</dd>
            <dt>{intl.formatMessage(messages.tradeMode)}</dt>
            <dd>{pending ? <SkeletonValue /> : (account.tradeMode ?? notSet)}</dd>
            <dt>{intl.formatMessage(messages.sales)}</dt>
            <dd>{pending ? <SkeletonValue /> : sales || notSet}</dd>
          </dl>
        </div>
      </section>
      <section className={css.member} aria-busy={pending || undefined} inert={pending}>
        <h2 className={css.title}>{intl.formatMessage(messages.memberTitle)}</h2>
        <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.memberTitle)} className={css.form}>
          <FormField name="name" render={({ fieldProps }) => <TextField {...fieldProps} label={intl.formatMessage(messages.name)} autoComplete="name" />} />
          <FormField
            name="company"
            render={({ fieldProps }) => <TextField {...fieldProps} label={intl.formatMessage(messages.company)} autoComplete="organization" />}
          />
          <FormField
            name="tel"
            render={({ fieldProps }) => (
              <TextField
                {...fieldProps}
                label={intl.formatMessage(messages.tel)}
                description={intl.formatMessage(messages.telHelp, { count: PHONE_LENGTH })}
                inputMode="numeric"
                maxLength={PHONE_LENGTH}
                isRequired
                autoComplete="tel"
              />
            )}
          />
          <FormField
            name="email"
            render={({ fieldProps }) => <TextField {...fieldProps} type="email" label={intl.formatMessage(messages.email)} autoComplete="email" />}
          />
          <FormField
            name="countryId"
            render={({ fieldProps }) => (
              <Select
                {...fieldProps}
                label={intl.formatMessage(messages.country)}
                items={countryItems}
                value={fieldProps.value ?? null}
                onChange={(key) => fieldProps.onChange(key ?? null)}
              >
                {(country) => <SelectItem id={country.id}>{country.name}</SelectItem>}
              </Select>
            )}
          />
          <FormError />
          {saved && (
            <p role="status" className={css.saved}>
              {intl.formatMessage(messages.saved)}
            </p>
          )}
          <div>
            {/* Busy text drawn here rather than with `isPending` (see PasswordChangeForm). */}
            <Button type="submit" isDisabled={pending}>
              {form.formState.isSubmitting ? (
                <span aria-live="polite">{intl.formatMessage(buttonMessages.pending)}</span>
              ) : (
                intl.formatMessage(messages.save)
              )}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
