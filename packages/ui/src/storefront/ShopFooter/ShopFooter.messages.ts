/** Messages of ShopFooter: the company block and the seven links of spec section 2. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  footer: NoMessageValues;
  links: NoMessageValues;
  servicePolicy: NoMessageValues;
  advancedSearch: NoMessageValues;
  aboutUs: NoMessageValues;
  news: NoMessageValues;
  termsOfService: NoMessageValues;
  commonProblems: NoMessageValues;
  contactUs: NoMessageValues;
  copyright: { year: number; name: string };
}>({
  footer: { id: 'storefront.footer.label', defaultMessage: 'Shop footer' },
  links: { id: 'storefront.footer.links', defaultMessage: 'Information' },
  servicePolicy: { id: 'storefront.footer.servicePolicy', defaultMessage: 'Service policy' },
  advancedSearch: { id: 'storefront.footer.advancedSearch', defaultMessage: 'Advanced search' },
  aboutUs: { id: 'storefront.footer.aboutUs', defaultMessage: 'About us' },
  news: { id: 'storefront.footer.news', defaultMessage: 'News' },
  termsOfService: { id: 'storefront.footer.termsOfService', defaultMessage: 'Terms of service' },
  commonProblems: { id: 'storefront.footer.commonProblems', defaultMessage: 'Common problems' },
  contactUs: { id: 'storefront.footer.contactUs', defaultMessage: 'Contact us' },
  copyright: { id: 'storefront.footer.copyright', defaultMessage: '© {year} {name}' },
});
