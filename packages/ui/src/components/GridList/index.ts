export { GridList, GridListItem, type GridListItemProps } from './GridList.js';
export type { GridListProps } from 'react-aria-components/GridList';
