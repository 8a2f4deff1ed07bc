export { StatusPage, type StatusPageProps, type StatusCode } from './StatusPage.js';
