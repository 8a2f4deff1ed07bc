export { Tabs, TabList, Tab, TabPanel, type TabProps } from './Tabs.js';
