/** /personal: the personal centre, as tabs: my orders, after-sales orders, addresses and account. */
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../router/index.js';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { SectionTabs } from '@kontor/ui/storefront/SectionTabs';
import { aftersalesMessages } from './aftersales.messages.js';

// Only the open section's code loads (its list, forms and pickers); the others load when their tab is chosen.
const OrdersSection = lazy(() => import('./OrdersSection.js').then((module) => ({ default: module.OrdersSection })));
const AfterSalesSection = lazy(() => import('./AfterSalesSection.js').then((module) => ({ default: module.AfterSalesSection })));
const AddressesSection = lazy(() => import('../address/AddressesSection.js').then((module) => ({ default: module.AddressesSection })));
const AccountSection = lazy(() => import('./AccountSection.js').then((module) => ({ default: module.AccountSection })));

/** A section while its code loads: the skeleton the section itself shows while its data loads. */
function SectionSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={5} />}>{children}</Suspense>;
}

const SECTIONS = ['orders', 'aftersales', 'addresses', 'account'] as const;
type Section = (typeof SECTIONS)[number];

export default function PersonalCentreScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // The section is in the address (?tab=…) so a link (or the order form's address edit) opens the right one.
  const asked = params.get('address') !== null ? 'addresses' : params.get('tab');
  const section: Section = SECTIONS.find((name) => name === asked) ?? 'orders';
  const select = (key: Section) => setParams({ tab: key }, { replace: true });
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(aftersalesMessages.personalTitle)} />
      <SectionTabs<Section>
        aria-label={intl.formatMessage(aftersalesMessages.sections)}
        selected={section}
        onSelect={select}
        sections={[
          { id: 'orders', title: intl.formatMessage(aftersalesMessages.myOrders), content: <SectionSlot><OrdersSection /></SectionSlot> },
          { id: 'aftersales', title: intl.formatMessage(aftersalesMessages.afterSales), content: <SectionSlot><AfterSalesSection /></SectionSlot> },
          { id: 'addresses', title: intl.formatMessage(aftersalesMessages.addresses), content: <SectionSlot><AddressesSection /></SectionSlot> },
          { id: 'account', title: intl.formatMessage(aftersalesMessages.account), content: <SectionSlot><AccountSection /></SectionSlot> },
        ]}
      />
    </BrowsePage>
  );
}
