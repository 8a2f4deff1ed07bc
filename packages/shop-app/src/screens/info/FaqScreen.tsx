/** /commonProblems (footer link, public): buyers' frequent questions, the figures taken from the shop's rules. */
import { useIntl } from 'react-intl';
import { CONTAINER_CAPACITIES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@kontor/api/rules';
import { useVolume } from '@kontor/ui';
import { InfoPage } from '@kontor/ui/storefront/InfoPage';
import { CompanyContact } from './CompanyContact.js';
import { messages } from './info.messages.js';

const MEGABYTE = 1024 * 1024;

export default function FaqScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const volume = useVolume();
  const size = intl.formatNumber(MAX_UPLOAD_BYTES / MEGABYTE, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' });
  return (
    <InfoPage
      title={t(messages.faqTitle)}
      lead={t(messages.faqLead)}
      sections={[
        {
          id: 'capacity',
          heading: t(messages.faqCapacityHeading),
          paragraphs: [t(messages.faqCapacityText, { c20: volume(CONTAINER_CAPACITIES['20']), c40: volume(CONTAINER_CAPACITIES['40']), c40h: volume(CONTAINER_CAPACITIES['40H']) })],
        },
        { id: 'pallet', heading: t(messages.faqPalletHeading), paragraphs: [t(messages.faqPalletText)] },
        { id: 'unavailable', heading: t(messages.faqUnavailableHeading), paragraphs: [t(messages.faqUnavailableText)] },
        { id: 'damage', heading: t(messages.faqDamageHeading), paragraphs: [t(messages.faqDamageText, { files: MAX_UPLOAD_FILES, size })] },
        { id: 'contact', heading: t(messages.faqContactHeading), paragraphs: [t(messages.faqContactText)] },
      ]}
      aside={<CompanyContact />}
    />
  );
}
