/** The shop footer in the storefront layout's footer slot: company details and the seven information links. */
import { ShopFooter, type FooterLink } from '@kontor/ui/storefront/ShopFooter';
import { useCompanyInfo } from '../../queries/header.js';

/**
 * Where the links lead. The spec names the seven links but no pages: service policy and advanced search use the
 * shop's after-sales and search routes, four have their own public information page, 'Contact us' writes to
 * the sales mail.
 */
const FOOTER_HREFS: Partial<Record<FooterLink, string>> = {
  servicePolicy: '/partsService',
  advancedSearch: '/search',
  aboutUs: '/aboutUs',
  news: '/news',
  termsOfService: '/termsOfService',
  commonProblems: '/commonProblems',
};

export default function StorefrontFooter() {
  const company = useCompanyInfo();
  return <ShopFooter company={company.data} hrefs={FOOTER_HREFS} year={new Date().getFullYear()} />;
}
