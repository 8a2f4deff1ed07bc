/** The user menu's way back from a shop page into the app's shell: its welcome page, named as the server's menu names it. */
import { menuLabelOf } from '../../shell/menuLabel.js';
import { useMenuTree } from '../../state/menuTree.js';
import { HOME_PATH } from '../../state/tabs.js';

/**
 * The shell's tabs and menu open shop pages (the recommendations at `/`, the spare-parts shop) in the shop's own
 * layout, which has no sidebar: without this entry the address bar was the only way back. A member whose menu has no
 * welcome page gets none. Read from the menu's tree as sent (a top-level item), so the header does not carry the
 * sidebar's menu building.
 */
export function useWorkspaceLink(): { id: string; label: string; href: string }[] {
  const welcome = useMenuTree().data?.find((item) => item.path === HOME_PATH);
  return welcome ? [{ id: 'workspace', label: menuLabelOf(welcome), href: HOME_PATH }] : [];
}
