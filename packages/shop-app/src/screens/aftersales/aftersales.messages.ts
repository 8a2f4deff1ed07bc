/** Messages of the personal centre and the after-sales screens (catalogued in storefront-aftersales.json). */
import { defineMessages } from 'react-intl';

export const aftersalesMessages = defineMessages({
  personalTitle: { id: 'storefront.personal.title', defaultMessage: 'Personal centre' },
  sections: {
    id: 'storefront.personal.sections',
    defaultMessage: 'Sections of the personal centre',
  },
  myOrders: { id: 'storefront.personal.myOrders', defaultMessage: 'My orders' },
  afterSales: { id: 'storefront.personal.afterSales', defaultMessage: 'After-sales orders' },
  addresses: { id: 'storefront.personal.addresses', defaultMessage: 'Addresses' },
  account: { id: 'storefront.personal.account', defaultMessage: 'Account' },
  newRequest: { id: 'storefront.aftersales.newRequest', defaultMessage: 'New after-sales request' },
  allOrders: {
    id: 'storefront.personal.allOrders',
    defaultMessage: 'All orders and their details',
  },
  noAddresses: {
    id: 'storefront.personal.noAddresses',
    defaultMessage: 'No delivery address yet.',
  },
  defaultAddress: { id: 'storefront.personal.defaultAddress', defaultMessage: 'Default address' },
  applyTitle: {
    id: 'storefront.aftersales.applyTitle',
    defaultMessage: 'Apply for after-sales service',
  },
  detailTitle: { id: 'storefront.aftersales.detailTitle', defaultMessage: 'After-sales request' },
  notFound: {
    id: 'storefront.aftersales.notFound',
    defaultMessage: 'This after-sales request could not be found.',
  },
  loadFailed: {
    id: 'storefront.aftersales.loadFailed',
    defaultMessage: 'This after-sales request could not be loaded.',
  },
  backToList: {
    id: 'storefront.aftersales.backToList',
    defaultMessage: 'Back to the after-sales orders',
  },
});


/** Messages with values, typed so each call passes them. */
export const proofMessages = defineMessages<{ downloadProofs: { count: number } }>({
  downloadProofs: {
    id: 'storefront.aftersales.downloadProofs',
    defaultMessage: 'Download the proofs ({count}) as one file',
  },
});
