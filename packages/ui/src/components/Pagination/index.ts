export { Pagination, type PaginationProps } from './Pagination.js';
export { pageCount, pageSlots, type PageSlot } from './pages.js';
