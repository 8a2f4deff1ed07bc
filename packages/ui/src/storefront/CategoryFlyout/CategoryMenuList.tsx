/** The category flyout's menu (loaded with its first opening): three levels, leaves navigate, 'More+' reloads. */
import { useState, type ReactElement } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useIntl } from 'react-intl';
import type { CategoryNode } from '@kontor/api/contract';
import { Menu, MenuItem, SubmenuTrigger } from '../../components/Menu/Menu.js';
import { categoryHref, isMoreNode, isShown, shownChildren } from './categoryTree.js';
import * as css from './CategoryFlyout.css.js';
import { messages } from './CategoryFlyout.messages.js';
import { usePhone } from './usePhone.js';

export interface CategoryMenuListProps {
  /** The tree of the current language; undefined while it loads. */
  categories: readonly CategoryNode[] | undefined;
  /** The tree could not be loaded: the menu offers a retry (onReload). */
  isError?: boolean;
  /** A 'More+' node or the retry was chosen: load the tree again. */
  onReload: () => void;
  /** Where a leaf or childless node leads; the default is the spec's `/classification?id={id}`. */
  hrefOf?: (node: CategoryNode) => string;
  /** Called as a node is chosen (the link navigates through the router either way). */
  onNavigate?: (node: CategoryNode) => void;
  /**
   * How a level opens: `side` as a submenu beside its parent, `drill-down` in place of its parent's items (with a
   * way back), `auto` (default) drills down on a phone, where a level beside another lands off screen.
   */
  levels?: 'auto' | 'side' | 'drill-down';
}

export default function CategoryMenuList({
  categories,
  isError,
  onReload,
  hrefOf = (node) => categoryHref(node.id),
  onNavigate,
  levels = 'auto',
}: CategoryMenuListProps) {
  const intl = useIntl();
  // On a phone a level opened to the side lands off screen (x 382-736 at 390 px): there a node with children
  // replaces the menu's items with its own (a drill-down), and a first item leads back up.
  const drill = usePhone() ? levels !== 'side' : levels === 'drill-down';
  const [trail, setTrail] = useState<readonly CategoryNode[]>([]);

  // Level 1 is the top of the tree; a node with shown children opens the next level to its side.
  const renderNode = (node: CategoryNode, level: number): ReactElement => {
    const id = `${level}-${String(node.id)}`;
    if (isMoreNode(node))
      return (
        <MenuItem key={id} id={id} textValue={node.label} onAction={onReload} className={css.more}>
          {node.label}
        </MenuItem>
      );
    const children = shownChildren(node, level);
    if (drill && children.length > 0)
      return (
        <MenuItem key={id} id={id} textValue={node.label} shouldCloseOnSelect={false} onAction={() => setTrail([...trail, node])}>
          <span className={css.label}>{node.label}</span>
        </MenuItem>
      );
    if (children.length === 0)
      return (
        <MenuItem
          key={id}
          id={id}
          textValue={node.label}
          href={hrefOf(node)}
          onAction={() => onNavigate?.(node)}
          className={css.leaf}
        >
          <span className={css.label}>{node.label}</span>
        </MenuItem>
      );
    return (
      <SubmenuTrigger key={id}>
        <MenuItem id={id} textValue={node.label}>
          <span className={css.label}>{node.label}</span>
        </MenuItem>
        <Menu aria-label={node.label} className={css.level}>
          {children.map((child) => renderNode(child, level + 1))}
        </Menu>
      </SubmenuTrigger>
    );
  };

  const shown = (categories ?? []).filter(isShown);
  let items: ReactElement[];
  if (isError)
    items = [
      <MenuItem key="retry" id="retry" onAction={onReload}>
        {intl.formatMessage(messages.error)}
      </MenuItem>,
    ];
  else if (!categories)
    items = [
      <MenuItem key="loading" id="loading" isDisabled>
        {intl.formatMessage(messages.loading)}
      </MenuItem>,
    ];
  else if (shown.length === 0)
    items = [
      <MenuItem key="empty" id="empty" isDisabled>
        {intl.formatMessage(messages.empty)}
      </MenuItem>,
    ];
  else if (drill && trail.length > 0) {
    const open = trail.at(-1) as CategoryNode;
    const up = trail.at(-2)?.label ?? intl.formatMessage(messages.trigger);
    items = [
      <MenuItem key="back" id="back" shouldCloseOnSelect={false} onAction={() => setTrail(trail.slice(0, -1))} className={css.back}>
        <ChevronLeft className={css.backIcon} aria-hidden />
        {intl.formatMessage(messages.back, { level: up })}
      </MenuItem>,
      ...shownChildren(open, trail.length).map((node) => renderNode(node, trail.length + 1)),
    ];
  } else items = shown.map((node) => renderNode(node, 1));

  return (
    // A new level is a new menu: it takes the focus again from the trigger's menu context, as a submenu would.
    <Menu key={trail.length} aria-label={intl.formatMessage(messages.menu)} className={css.level}>
      {items}
    </Menu>
  );
}
