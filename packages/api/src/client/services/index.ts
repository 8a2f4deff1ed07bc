/** The per-area service modules of spec section 7, each built on the client's shared Http. */
import type { Http } from '../http.js';
import { addressesService } from './addresses.js';
import { brandsService, familiesService } from './brands-families.js';
import { cabinetService } from './cabinet.js';
import { cartService } from './cart.js';
import { companyService } from './company.js';
import { categoriesService } from './categories.js';
import { dataClassesService } from './data-classes.js';
import { dictionariesService } from './dictionaries.js';
import { emailService } from './email.js';
import { filesService } from './files.js';
import { importExportService } from './import-export.js';
import { invoicesService } from './invoices.js';
import { logsService } from './logs.js';
import { memberService } from './member.js';
import { menusService } from './menus.js';
import { messagesService } from './messages.js';
import { ordersService } from './orders.js';
import { paymentService } from './payment.js';
import { questionsService } from './questions.js';
import { recommendationsService } from './recommendations.js';
import { searchService } from './search.js';
import { serviceOrdersService } from './service-orders.js';
import { servicePostsService } from './service-posts.js';
import { shareService } from './share.js';
import { skusService } from './skus.js';
import { sparePartsService, stockService } from './stock-parts.js';

export * from './addresses.js';
export * from './brands-families.js';
export * from './cabinet.js';
export * from './cart.js';
export * from './company.js';
export * from './categories.js';
export * from './data-classes.js';
export * from './dictionaries.js';
export * from './email.js';
export * from './files.js';
export * from './import-export.js';
export * from './invoices.js';
export * from './logs.js';
export * from './member.js';
export * from './menus.js';
export * from './messages.js';
export * from './orders.js';
export * from './payment.js';
export * from './questions.js';
export * from './recommendations.js';
export * from './search.js';
export * from './service-orders.js';
export * from './service-posts.js';
export * from './share.js';
export * from './skus.js';
export * from './stock-parts.js';
export { ENDPOINTS, type Endpoint } from './endpoints.js';

/**
 * Every service area at once. A storefront that wants a smaller bundle builds only the areas it uses
 * from the factories (`cartService(http)`, ...), which this module also exports.
 */
export function createServices(http: Http) {
  return {
    member: memberService(http),
    categories: categoriesService(http),
    recommendations: recommendationsService(http),
    brands: brandsService(http),
    families: familiesService(http),
    skus: skusService(http),
    addresses: addressesService(http),
    cart: cartService(http),
    orders: ordersService(http),
    serviceOrders: serviceOrdersService(http),
    email: emailService(http),
    cabinet: cabinetService(http),
    stock: stockService(http),
    spareParts: sparePartsService(http),
    dataClasses: dataClassesService(http),
    payment: paymentService(http),
    company: companyService(http),
    search: searchService(http),
    invoices: invoicesService(http),
    questions: questionsService(http),
    share: shareService(http),
    servicePosts: servicePostsService(http),
    files: filesService(http),
    messages: messagesService(http),
    dictionaries: dictionariesService(http),
    logs: logsService(http),
    menus: menusService(http),
    importExport: importExportService(http),
  };
}
export type KontorServices = ReturnType<typeof createServices>;
