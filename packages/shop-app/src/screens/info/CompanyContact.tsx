/** The company's contact block beside an information page, from the server in the current language. */
import { ContactBlock } from '@kontor/ui/storefront/ContactBlock';
import { useCompanyInfo } from '../../queries/header.js';

export function CompanyContact() {
  const company = useCompanyInfo();
  return <ContactBlock company={company.data} withServiceMail />;
}
