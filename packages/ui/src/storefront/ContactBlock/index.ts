export { ContactBlock, mailtoHref, type CompanyInfo, type ContactBlockProps } from './ContactBlock.js';
