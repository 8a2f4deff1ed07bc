/** Messages of the search page alone (catalogue area file storefront-browse.json), so the other browse pages do not load them. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  searchTitle: { word: string };
  searchEmpty: { word: string };
  searchEmptyHelp: NoMessageValues;
  searchPageTitle: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  searchPrompt: NoMessageValues;
  popularWords: NoMessageValues;
}>({
  searchTitle: { id: 'storefront.browse.searchTitle', defaultMessage: 'Search results for “{word}”' },
  searchEmpty: { id: 'storefront.browse.searchEmpty', defaultMessage: 'Nothing found for “{word}”' },
  searchEmptyHelp: { id: 'storefront.browse.searchEmptyHelp', defaultMessage: 'Check the spelling or try one of the popular searches.' },
  searchPageTitle: { id: 'storefront.browse.searchPageTitle', defaultMessage: 'Search products' },
  searchPlaceholder: { id: 'storefront.browse.searchPlaceholder', defaultMessage: 'Product, art. no. or family' },
  searchPrompt: { id: 'storefront.browse.searchPrompt', defaultMessage: 'Type a product name, art. no. or family, or choose one of the popular searches.' },
  popularWords: { id: 'storefront.browse.popularWords', defaultMessage: 'Popular searches' },
});
