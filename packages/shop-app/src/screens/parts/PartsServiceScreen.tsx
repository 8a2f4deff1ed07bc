/** /partsService: the parts service, as tabs: find spare parts by product, the member's posts with a thread, a new post. */
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '../../router/index.js';
import { Tab, TabList, TabPanel, Tabs } from '@kontor/ui/Tabs';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { ServicePostForm } from '@kontor/ui/storefront/ServicePostForm';
import { uploadProofs } from '../aftersales/aftersales.queries.js';
import { PartsSearchSection } from './PartsSearchSection.js';
import { postHref, ServicePostsSection } from './ServicePostsSection.js';
import { partsMessages } from './parts.messages.js';
import { useServicePostActions } from './parts.queries.js';

const SECTIONS = ['search', 'posts', 'new'] as const;
type Section = (typeof SECTIONS)[number];

export default function PartsServiceScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { add } = useServicePostActions();
  // ?skuCode= (a product's page asking the service) opens the new post for it; ?post= opens that post's thread.
  const asked = params.get('tab') ?? (params.get('post') ? 'posts' : params.get('skuCode') ? 'new' : null);
  const section: Section = SECTIONS.find((name) => name === asked) ?? 'search';
  const select = (key: Key) => setParams({ tab: String(key) }, { replace: true });
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(partsMessages.serviceTitle)} />
      <Tabs selectedKey={section} onSelectionChange={select}>
        <TabList aria-label={intl.formatMessage(partsMessages.serviceSections)}>
          <Tab id="search">{intl.formatMessage(partsMessages.search)}</Tab>
          <Tab id="posts">{intl.formatMessage(partsMessages.posts)}</Tab>
          <Tab id="new">{intl.formatMessage(partsMessages.newPost)}</Tab>
        </TabList>
        <TabPanel id="search">
          <PartsSearchSection />
        </TabPanel>
        <TabPanel id="posts">
          <ServicePostsSection openId={params.get('post')} />
        </TabPanel>
        <TabPanel id="new">
          <ServicePostForm
            defaultSkuCode={params.get('skuCode') ?? undefined}
            onUpload={uploadProofs}
            onSubmit={async (post) => {
              const created = await add.mutateAsync(post);
              if (created?.id != null) void navigate(postHref(created.id));
            }}
          />
        </TabPanel>
      </Tabs>
    </BrowsePage>
  );
}
