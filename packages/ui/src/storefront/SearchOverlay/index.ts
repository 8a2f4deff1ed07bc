export { SearchOverlay, type SearchOverlayProps, type SearchSuggestions } from './SearchOverlay.js';
