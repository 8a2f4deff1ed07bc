/** The user menu's way back from a shop page into the app's shell: its welcome page, named as the server's menu names it. */
import { useMenu } from '../../state/menu.js';
import { HOME_PATH } from '../../state/tabs.js';

/**
 * The shell's tabs and menu open shop pages (the recommendations at `/`, the spare-parts shop) in the shop's own
 * layout, which has no sidebar: without this entry the address bar was the only way back. A member whose menu has no
 * welcome page gets none.
 */
export function useWorkspaceLink(): { id: string; label: string; href: string }[] {
  const { menu } = useMenu();
  const welcome = menu.find((item) => item.to === HOME_PATH);
  return welcome ? [{ id: 'workspace', label: welcome.label, href: HOME_PATH }] : [];
}
