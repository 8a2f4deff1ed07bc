/** Messages of the browse pages (catalogue area file storefront-browse.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  artNo: { artNo: string };
  brand: { brand: string };
  noProduct: NoMessageValues;
  productError: NoMessageValues;
  retry: NoMessageValues;
  backHome: NoMessageValues;
  threeD: NoMessageValues;
  priceSheet: NoMessageValues;
  addedToContainer: NoMessageValues;
  addedToPallet: NoMessageValues;
  homeTitle: NoMessageValues;
  hot: NoMessageValues;
  popular: NoMessageValues;
  wholeContainers: NoMessageValues;
  wholeContainerTitle: NoMessageValues;
  cabinet: { cabinet: string };
  loadVolume: { volume: string; capacity: string };
  addContainer: NoMessageValues;
  addedContainer: NoMessageValues;
  openOffer: NoMessageValues;
  listError: NoMessageValues;
  brandsTitle: NoMessageValues;
  families: { count: number };
  familiesOf: { brand: string };
  chooseBrand: NoMessageValues;
  familyTitle: NoMessageValues;
  partsFamilyTitle: NoMessageValues;
  products: NoMessageValues;
  recommended: NoMessageValues;
  categoryTitle: NoMessageValues;
  home: NoMessageValues;
  subcategories: NoMessageValues;
  sort: NoMessageValues;
  sortDefault: NoMessageValues;
  sortPriceUp: NoMessageValues;
  sortPriceDown: NoMessageValues;
  sortName: NoMessageValues;
  searchCount: { total: number };
  partsTitle: NoMessageValues;
  shareTitle: NoMessageValues;
  shareMissing: NoMessageValues;
  signInToBuy: NoMessageValues;
}>({
  artNo: { id: 'storefront.browse.artNo', defaultMessage: 'Art. no. {artNo}' },
  brand: { id: 'storefront.browse.brand', defaultMessage: 'Brand: {brand}' },
  noProduct: { id: 'storefront.browse.noProduct', defaultMessage: 'This product could not be found.' },
  productError: { id: 'storefront.browse.productError', defaultMessage: 'The product could not be loaded.' },
  retry: { id: 'storefront.browse.retry', defaultMessage: 'Try again' },
  backHome: { id: 'storefront.browse.backHome', defaultMessage: 'Back to the shop' },
  threeD: { id: 'storefront.browse.threeD', defaultMessage: 'View in 3D' },
  priceSheet: { id: 'storefront.browse.priceSheet', defaultMessage: 'Download price sheet' },
  addedToContainer: { id: 'storefront.browse.addedToContainer', defaultMessage: 'Added to the container cart.' },
  addedToPallet: { id: 'storefront.browse.addedToPallet', defaultMessage: 'Added to the pallet.' },
  homeTitle: { id: 'storefront.browse.homeTitle', defaultMessage: 'Garden furniture by the container and the pallet' },
  hot: { id: 'storefront.browse.hot', defaultMessage: 'Hot products' },
  popular: { id: 'storefront.browse.popular', defaultMessage: 'Popular products' },
  wholeContainers: { id: 'storefront.browse.wholeContainers', defaultMessage: 'Whole containers' },
  wholeContainerTitle: { id: 'storefront.browse.wholeContainerTitle', defaultMessage: 'Whole container' },
  cabinet: { id: 'storefront.browse.cabinet', defaultMessage: 'Container type {cabinet}' },
  loadVolume: { id: 'storefront.browse.loadVolume', defaultMessage: '{volume} of {capacity} loaded' },
  addContainer: { id: 'storefront.browse.addContainer', defaultMessage: 'Add the whole container to the cart' },
  addedContainer: { id: 'storefront.browse.addedContainer', defaultMessage: 'The whole container was added to the cart.' },
  openOffer: { id: 'storefront.browse.openOffer', defaultMessage: 'See the offer' },
  listError: { id: 'storefront.browse.listError', defaultMessage: 'This list could not be loaded.' },
  brandsTitle: { id: 'storefront.browse.brandsTitle', defaultMessage: 'Brands' },
  families: { id: 'storefront.browse.families', defaultMessage: '{count, plural, one {# family} other {# families}}' },
  familiesOf: { id: 'storefront.browse.familiesOf', defaultMessage: 'Families of {brand}' },
  chooseBrand: { id: 'storefront.browse.chooseBrand', defaultMessage: 'Choose a brand to see its families.' },
  familyTitle: { id: 'storefront.browse.familyTitle', defaultMessage: 'Family' },
  partsFamilyTitle: { id: 'storefront.browse.partsFamilyTitle', defaultMessage: 'Spare parts of the family' },
  products: { id: 'storefront.browse.products', defaultMessage: 'Products' },
  recommended: { id: 'storefront.browse.recommended', defaultMessage: 'You may also like' },
  categoryTitle: { id: 'storefront.browse.categoryTitle', defaultMessage: 'Category' },
  home: { id: 'storefront.browse.home', defaultMessage: 'Home' },
  subcategories: { id: 'storefront.browse.subcategories', defaultMessage: 'Subcategories' },
  sort: { id: 'storefront.browse.sort', defaultMessage: 'Sort by' },
  sortDefault: { id: 'storefront.browse.sortDefault', defaultMessage: 'Recommended' },
  sortPriceUp: { id: 'storefront.browse.sortPriceUp', defaultMessage: 'Price, low to high' },
  sortPriceDown: { id: 'storefront.browse.sortPriceDown', defaultMessage: 'Price, high to low' },
  sortName: { id: 'storefront.browse.sortName', defaultMessage: 'Name' },
  searchCount: { id: 'storefront.browse.searchCount', defaultMessage: '{total, plural, one {# product} other {# products}} found' },
  partsTitle: { id: 'storefront.browse.partsTitle', defaultMessage: 'Spare parts and service' },
  shareTitle: { id: 'storefront.browse.shareTitle', defaultMessage: 'Shared product' },
  shareMissing: { id: 'storefront.browse.shareMissing', defaultMessage: 'This shared product is no longer available.' },
  signInToBuy: { id: 'storefront.browse.signInToBuy', defaultMessage: 'Sign in to order' },
});
