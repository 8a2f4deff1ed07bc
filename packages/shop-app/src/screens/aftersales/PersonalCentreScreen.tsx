/** /personal: the personal centre, as tabs: my orders, after-sales orders, addresses and account. */
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from '@kontor/ui/Tabs';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { AccountSection } from './AccountSection.js';
import { AddressesSection } from '../address/AddressesSection.js';
import { AfterSalesSection } from './AfterSalesSection.js';
import { OrdersSection } from './OrdersSection.js';
import { aftersalesMessages } from './aftersales.messages.js';

const SECTIONS = ['orders', 'aftersales', 'addresses', 'account'] as const;
type Section = (typeof SECTIONS)[number];

export default function PersonalCentreScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // The section is in the address (?tab=…) so a link (or the order form's address edit) opens the right one.
  const asked = params.get('address') !== null ? 'addresses' : params.get('tab');
  const section: Section = SECTIONS.find((name) => name === asked) ?? 'orders';
  const select = (key: Key) => setParams({ tab: String(key) }, { replace: true });
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(aftersalesMessages.personalTitle)} />
      <Tabs selectedKey={section} onSelectionChange={select}>
        <TabList aria-label={intl.formatMessage(aftersalesMessages.sections)}>
          <Tab id="orders">{intl.formatMessage(aftersalesMessages.myOrders)}</Tab>
          <Tab id="aftersales">{intl.formatMessage(aftersalesMessages.afterSales)}</Tab>
          <Tab id="addresses">{intl.formatMessage(aftersalesMessages.addresses)}</Tab>
          <Tab id="account">{intl.formatMessage(aftersalesMessages.account)}</Tab>
        </TabList>
        <TabPanel id="orders">
          <OrdersSection />
        </TabPanel>
        <TabPanel id="aftersales">
          <AfterSalesSection />
        </TabPanel>
        <TabPanel id="addresses">
          <AddressesSection />
        </TabPanel>
        <TabPanel id="account">
          <AccountSection />
        </TabPanel>
      </Tabs>
    </BrowsePage>
  );
}
