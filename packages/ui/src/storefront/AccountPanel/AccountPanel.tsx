/** AccountPanel: the member's account in the personal centre: level, email, country, sales representative, trade mode. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MemberInfo } from '@kontor/api/contract';
import * as css from './AccountPanel.css.js';
import { FactGrid } from './FactGrid.js';
import { messages } from './AccountPanel.messages.js';

export interface AccountPanelProps {
  member: MemberInfo;
  /** The level's name from `rfmemberlevel/djlist` (the member carries only its id). */
  levelName?: string | undefined;
  /** The country's name from `syscountryarea/level?level=2`. */
  countryName?: string | undefined;
  /** The trade mode as the dictionary names it (DDP, FOB). */
  tradeModeLabel?: string | undefined;
  /** What else belongs to the account, under the facts (the password change). */
  children?: ReactNode;
  className?: string;
}

export function AccountPanel({
  member,
  levelName,
  countryName,
  tradeModeLabel,
  children,
  className,
}: AccountPanelProps) {
  const intl = useIntl();
  const facts: [keyof typeof messages, string | null | undefined][] = [
    ['company', member.company],
    ['name', member.name],
    ['level', levelName ?? (member.level == null ? undefined : String(member.level))],
    ['email', member.email],
    ['country', countryName ?? member.country],
    ['salesRepresentative', member.salesname],
    ['salesPhone', member.salesPhone],
    ['tradeMode', tradeModeLabel],
  ];
  return (
    <section
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-labelledby="account-panel-title"
    >
      <h2 id="account-panel-title" className={css.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <FactGrid
        facts={facts.map(([name, value]) => ({ name, label: intl.formatMessage(messages[name]), value }))}
        fallback={intl.formatMessage(messages.unknown)}
      />
      {children ? <div className={css.more}>{children}</div> : null}
    </section>
  );
}
