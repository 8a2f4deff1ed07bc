export { ShopFooter, FOOTER_LINKS, mailtoHref, type CompanyInfo, type FooterLink, type ShopFooterProps } from './ShopFooter.js';
