export { MenuSearch, type MenuSearchProps, type MenuSearchResult } from './MenuSearch.js';
