/** The shop footer in the storefront layout's footer slot: company details and the seven information links. */
import { ShopFooter, type FooterLink } from '@kontor/ui/storefront/ShopFooter';
import { useCompanyInfo } from '../../queries/header.js';

/**
 * Where the links lead. The spec names the seven links but no pages for them: the ones with a matching shop
 * route link there, 'Contact us' writes to the sales mail, the rest stay text until their pages exist.
 */
const FOOTER_HREFS: Partial<Record<FooterLink, string>> = {
  servicePolicy: '/partsService',
  advancedSearch: '/search',
};

export default function StorefrontFooter() {
  const company = useCompanyInfo();
  return <ShopFooter company={company.data} hrefs={FOOTER_HREFS} year={new Date().getFullYear()} />;
}
