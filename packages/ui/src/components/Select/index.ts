export { Select, SelectItem, type SelectProps } from './Select.js';
