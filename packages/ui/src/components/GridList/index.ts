export { GridList, GridListItem, type GridListItemProps } from './GridList.js';
export type { GridListProps, Selection, Key } from 'react-aria-components/GridList';
