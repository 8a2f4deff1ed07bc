export { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar.js';
export { menuIcon, MenuGlyph } from './icons.js';
