export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuProps,
  type MenuItemProps,
  type MenuTriggerProps,
} from './Menu.js';
export {
  ContextMenu,
  useContextMenu,
  type ContextMenuProps,
  type ContextMenuState,
  type ContextMenuTriggerProps,
} from './ContextMenu.js';
