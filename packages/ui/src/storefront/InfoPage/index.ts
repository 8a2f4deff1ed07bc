export { InfoPage, type InfoPageProps, type InfoSection } from './InfoPage.js';
