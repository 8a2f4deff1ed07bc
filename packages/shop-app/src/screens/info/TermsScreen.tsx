/** /termsOfService (footer link, public): who may order, prices by trade mode, delivery and claims. */
import { useIntl } from 'react-intl';
import { CONTAINER_LEAD_WEEKS } from '@kontor/api/rules';
import { InfoPage } from '@kontor/ui/storefront/InfoPage';
import { messages } from './info.messages.js';

export default function TermsScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <InfoPage
      title={t(messages.termsTitle)}
      lead={t(messages.termsLead)}
      sections={[
        { id: 'customers', heading: t(messages.termsCustomersHeading), paragraphs: [t(messages.termsCustomersText)] },
        { id: 'prices', heading: t(messages.termsPricesHeading), paragraphs: [t(messages.termsPricesText)] },
        { id: 'delivery', heading: t(messages.termsDeliveryHeading), paragraphs: [t(messages.termsDeliveryText, { weeks: CONTAINER_LEAD_WEEKS })] },
        { id: 'claims', heading: t(messages.termsClaimsHeading), paragraphs: [t(messages.termsClaimsText)] },
      ]}
    />
  );
}
