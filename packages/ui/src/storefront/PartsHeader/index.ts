export { PartsHeader, PARTS_HEADER_HREFS, type PartsHeaderProps } from './PartsHeader.js';
