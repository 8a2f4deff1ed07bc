export { PartsSearch, type PartsSearchProps } from './PartsSearch.js';
