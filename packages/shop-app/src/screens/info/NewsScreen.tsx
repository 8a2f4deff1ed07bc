/** /news (footer link, public): the shop's announcements, newest first, each with its day in the language's format. */
import { useIntl } from 'react-intl';
import { MAX_UPLOAD_FILES } from '@kontor/api/rules';
import { InfoPage } from '@kontor/ui/storefront/InfoPage';
import { messages } from './info.messages.js';

export default function NewsScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <InfoPage
      title={t(messages.newsTitle)}
      lead={t(messages.newsLead)}
      sections={[
        { id: 'catalogue', date: '2026-11-02', heading: t(messages.newsCatalogueHeading), paragraphs: [t(messages.newsCatalogueText)] },
        { id: 'whole-containers', date: '2026-10-15', heading: t(messages.newsWholeContainersHeading), paragraphs: [t(messages.newsWholeContainersText)] },
        { id: 'parts', date: '2026-09-01', heading: t(messages.newsPartsHeading), paragraphs: [t(messages.newsPartsText, { files: MAX_UPLOAD_FILES })] },
      ]}
    />
  );
}
