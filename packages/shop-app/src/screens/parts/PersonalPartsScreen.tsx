/** /personalParts: the parts storefront's personal centre, as tabs: my service posts, after-sales orders, account (as /personal names them). */
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../router/index.js';
import { Link } from '@kontor/ui/Link';
import { Tab, TabList, TabPanel, Tabs } from '@kontor/ui/Tabs';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { AccountSection } from '../aftersales/AccountSection.js';
import { AfterSalesSection } from '../aftersales/AfterSalesSection.js';
import { aftersalesMessages } from '../aftersales/aftersales.messages.js';
import { ServicePostsSection } from './ServicePostsSection.js';
import { partsMessages } from './parts.messages.js';

const SECTIONS = ['posts', 'aftersales', 'account'] as const;
type Section = (typeof SECTIONS)[number];

export default function PersonalPartsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const section: Section = SECTIONS.find((name) => name === params.get('tab')) ?? 'posts';
  const select = (key: Key) => setParams({ tab: String(key) }, { replace: true });
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(partsMessages.personalTitle)} />
      <Tabs selectedKey={section} onSelectionChange={select}>
        <TabList aria-label={intl.formatMessage(partsMessages.personalSections)}>
          <Tab id="posts">{intl.formatMessage(partsMessages.myPosts)}</Tab>
          <Tab id="aftersales">{intl.formatMessage(aftersalesMessages.afterSales)}</Tab>
          <Tab id="account">{intl.formatMessage(aftersalesMessages.account)}</Tab>
        </TabList>
        <TabPanel id="posts">
          <ServicePostsSection actions={<Link href="/partsService?tab=new" variant="standalone">{intl.formatMessage(partsMessages.askService)}</Link>} />
        </TabPanel>
        <TabPanel id="aftersales">
          <AfterSalesSection />
        </TabPanel>
        <TabPanel id="account">
          <AccountSection />
        </TabPanel>
      </Tabs>
    </BrowsePage>
  );
}
