/** The pages' names in the document title (the browser tab, history, a screen reader's page name), catalogued in the ui's page-titles area files. */
import { defineMessages, type NoMessageValues } from 'react-intl';

/** The title around a page's name, with the brand as the shop's header names it. */
export const titleMessages = defineMessages<{ page: { page: string }; brandOnly: NoMessageValues }>({
  page: { id: 'page.title', defaultMessage: '{page} · Kontor' },
  brandOnly: { id: 'page.title.brandOnly', defaultMessage: 'Kontor' },
});

export const pageTitles = defineMessages({
  home: { id: 'page.title.home', defaultMessage: 'Home' },
  login: { id: 'page.title.login', defaultMessage: 'Sign in' },
  lock: { id: 'page.title.lock', defaultMessage: 'Screen locked' },
  signingIn: { id: 'page.title.signingIn', defaultMessage: 'Signing in' },
  notFound: { id: 'page.title.notFound', defaultMessage: 'Page not found' },
  forbidden: { id: 'page.title.forbidden', defaultMessage: 'No access' },
  serverError: { id: 'page.title.serverError', defaultMessage: 'Server error' },
  brands: { id: 'page.title.brands', defaultMessage: 'Brands' },
  family: { id: 'page.title.family', defaultMessage: 'Product family' },
  partsFamily: { id: 'page.title.partsFamily', defaultMessage: 'Spare parts of the family' },
  category: { id: 'page.title.category', defaultMessage: 'Category' },
  search: { id: 'page.title.search', defaultMessage: 'Search results' },
  product: { id: 'page.title.product', defaultMessage: 'Product' },
  sparePart: { id: 'page.title.sparePart', defaultMessage: 'Spare part' },
  partsServiceDetail: { id: 'page.title.partsServiceDetail', defaultMessage: 'Service post' },
  wholeContainer: { id: 'page.title.wholeContainer', defaultMessage: 'Whole container' },
  parts: { id: 'page.title.parts', defaultMessage: 'Spare parts and service' },
  about: { id: 'page.title.about', defaultMessage: 'About us' },
  news: { id: 'page.title.news', defaultMessage: 'News' },
  terms: { id: 'page.title.terms', defaultMessage: 'Terms of service' },
  faq: { id: 'page.title.faq', defaultMessage: 'Common problems' },
  shared: { id: 'page.title.shared', defaultMessage: 'Shared product' },
  containerCart: { id: 'page.title.containerCart', defaultMessage: 'Container cart' },
  palletCart: { id: 'page.title.palletCart', defaultMessage: 'Pallet cart' },
  myOrders: { id: 'page.title.myOrders', defaultMessage: 'My orders' },
  order: { id: 'page.title.order', defaultMessage: 'Order' },
  editOrder: { id: 'page.title.editOrder', defaultMessage: 'Edit order' },
  placeOrder: { id: 'page.title.placeOrder', defaultMessage: 'Place the order' },
  partsService: { id: 'page.title.partsService', defaultMessage: 'Parts service' },
  partsPersonal: { id: 'page.title.partsPersonal', defaultMessage: 'Parts personal centre' },
  quickOrder: { id: 'page.title.quickOrder', defaultMessage: 'Quick order' },
  personal: { id: 'page.title.personal', defaultMessage: 'Personal centre' },
  afterSalesApply: { id: 'page.title.afterSalesApply', defaultMessage: 'Apply for after-sales service' },
  afterSalesDetail: { id: 'page.title.afterSalesDetail', defaultMessage: 'After-sales request' },
});
