/** /aboutUs (footer link, public): who Kontor is, how it delivers, and the company's contact details. */
import { useIntl } from 'react-intl';
import { CONTAINER_LEAD_WEEKS } from '@kontor/api/rules';
import { InfoPage } from '@kontor/ui/storefront/InfoPage';
import { CompanyContact } from './CompanyContact.js';
import { messages } from './info.messages.js';

export default function AboutScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <InfoPage
      title={t(messages.aboutTitle)}
      lead={t(messages.aboutLead)}
      sections={[
        { id: 'range', heading: t(messages.aboutRangeHeading), paragraphs: [t(messages.aboutRangeText)] },
        { id: 'shipping', heading: t(messages.aboutShippingHeading), paragraphs: [t(messages.aboutShippingText, { weeks: CONTAINER_LEAD_WEEKS })] },
        { id: 'service', heading: t(messages.aboutServiceHeading), paragraphs: [t(messages.aboutServiceText)] },
      ]}
      aside={<CompanyContact />}
    />
  );
}
