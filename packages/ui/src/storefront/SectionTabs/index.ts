export { SectionTabs, type SectionTab, type SectionTabsProps } from './SectionTabs.js';
