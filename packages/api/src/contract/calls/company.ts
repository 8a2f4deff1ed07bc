/**
 * Company details (spec section 1: the footer shows an address, phones and a sales mail). The spec names no
 * call for them: GET /scgl/company/info?languageId= is Kontor's own, answered in the asked language.
 */
import * as z from 'zod/mini';
import { maybe } from '../entities/index.js';
import { languageIdField } from './common.js';

/** GET /scgl/company/info?languageId= */
export const companyInfoQuery = z.object({ languageId: languageIdField });
export type CompanyInfoQuery = z.infer<typeof companyInfoQuery>;

/** The company's name, address, phones, mails and hours; `phones` lists every `phone*` key in order. */
export const companyInfo = z.looseObject({
  name: maybe(z.string()),
  address: maybe(z.string()),
  phones: maybe(z.array(z.string())),
  salesMail: maybe(z.string()),
  serviceMail: maybe(z.string()),
  hours: maybe(z.string()),
});
export type CompanyInfo = z.infer<typeof companyInfo>;
/** Null when the backend has no details for the language. */
export const companyInfoAnswer = maybe(companyInfo);
