export { Table, TableHeader, Column, TableBody, Row, Cell } from './Table.js';
export { SelectionCheckbox } from './SelectionCheckbox.js';
export { sortRows, useSortedRows } from './sortRows.js';
export type { SortDescriptor, Selection as TableSelection } from 'react-aria-components/Table';
