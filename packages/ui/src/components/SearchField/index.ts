export { SearchField, type SearchFieldProps } from './SearchField.js';
export { AutocompleteSearchField, type AutocompleteSearchFieldProps } from './AutocompleteSearchField.js';
