export { SearchForm, type SearchFormProps } from './SearchForm.js';
