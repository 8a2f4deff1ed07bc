/** The tag tabs as the TagTabs part shows them: labelled in the current language, with the closing rules bound. */
import { useAtom } from 'jotai';
import { useHydrated } from '@kontor/ui/Form';
import { useIntl } from 'react-intl';
import { useLocation, useMatchedRoute, useNavigate } from '../router/index.js';
import type { TagTab } from '@kontor/ui/shell/TagTabs';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  HOME_PATH,
  HOME_TAG,
  hrefOf,
  neighbourOf,
  openedTag,
  tabLabelOf,
  tagsAtom,
  type Tag,
} from '../state/tabs.js';
import { findMenuItem, type ShellMenuItem } from './menu-rules.js';

export function useTagTabs(menu: readonly ShellMenuItem[]) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [storedTags, setTags] = useAtom(tagsAtom);
  // The tab's stored tabs once hydrated: a frame the server drew has only the home tab (it has no storage).
  const known = useHydrated() ? storedTags : [HOME_TAG];
  // The current page's tab is shown from the first draw, before the TabRecorder stores it once the session is read, so
  // the page sits in its tab's panel from the start and is never moved (re-mounted) into it.
  const label = tabLabelOf(useMatchedRoute(), findMenuItem(menu, pathname, search)?.label);
  const tags = !label || known.some((tag) => tag.value === pathname) ? known : [...known, openedTag(label, pathname, search)];

  // A tab's label is a message id or a menu label: the menu's label of the current language wins, so a
  // language switch relabels every tab in place.
  const labelOf = (tag: Tag): string =>
    findMenuItem(menu, tag.value, hrefOf(tag).split('?')[1])?.label ??
    (intl.messages[tag.label] ? intl.formatMessage({ id: tag.label }) : tag.label);

  const tabs: TagTab[] = tags.map((tag) => ({ value: tag.value, label: labelOf(tag), closable: tag.close !== false }));
  const go = (value: string) => {
    const tag = tags.find((t) => t.value === value);
    void navigate(tag ? hrefOf(tag) : value);
  };

  return {
    tabs,
    active: pathname,
    onSelect: go,
    onClose(value: string) {
      const next = closeTag(tags, value);
      if (value === pathname) {
        const neighbour = neighbourOf(tags, value);
        if (neighbour) go(neighbour.value);
      }
      setTags(next);
    },
    onCloseOthers(value: string) {
      setTags(closeOtherTags(tags, value));
      if (value !== pathname) go(value);
    },
    onCloseAll() {
      setTags(closeAllTags(tags));
      void navigate(HOME_PATH);
    },
  };
}
