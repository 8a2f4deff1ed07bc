/** The tag tabs as the TagTabs part shows them: labelled in the current language, with the closing rules bound. */
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '../router/index.js';
import type { TagTab } from '@kontor/ui/shell/TagTabs';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  HOME_PATH,
  hrefOf,
  neighbourOf,
  tagsAtom,
  type Tag,
} from '../state/tabs.js';
import { findMenuItem, type ShellMenuItem } from './menu-rules.js';

export function useTagTabs(menu: readonly ShellMenuItem[]) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tags, setTags] = useAtom(tagsAtom);

  // A tab's label is a message id or a menu label: the menu's label of the current language wins, so a
  // language switch relabels every tab in place.
  const labelOf = (tag: Tag): string =>
    findMenuItem(menu, tag.value)?.label ??
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
