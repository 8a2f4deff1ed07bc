export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './Breadcrumbs.js';
