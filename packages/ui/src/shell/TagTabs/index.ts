export { TagTabs, type TagTab, type TagTabAction, type TagTabsProps } from './TagTabs.js';
export { messages as tagTabsMessages } from './TagTabs.messages.js';
