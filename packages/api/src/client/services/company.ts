/** Company service: the shop's contact details for the footer and contact blocks (Kontor's own call). */
import type { Http } from '../http.js';

export function companyService(http: Http) {
  return {
    /** GET /scgl/company/info?languageId= (not in spec section 7, so not in ENDPOINTS). */
    info: (languageId: number) =>
      http.call('get', '/scgl/company/info', 'companyInfoAnswer', { searchParams: { languageId } }),
  };
}
export type CompanyService = ReturnType<typeof companyService>;
