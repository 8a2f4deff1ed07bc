export { AccountPanel, type AccountPanelProps } from './AccountPanel.js';
