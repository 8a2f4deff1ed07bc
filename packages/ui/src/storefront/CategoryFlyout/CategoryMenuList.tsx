/** The category flyout's menu (loaded with its first opening): three levels, leaves navigate, 'More+' reloads. */
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryNode } from '@kontor/api/contract';
import { Menu, MenuItem, SubmenuTrigger } from '../../components/Menu/Menu.js';
import { categoryHref, isMoreNode, isShown, shownChildren } from './categoryTree.js';
import * as css from './CategoryFlyout.css.js';
import { messages } from './CategoryFlyout.messages.js';

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
}

export default function CategoryMenuList({
  categories,
  isError,
  onReload,
  hrefOf = (node) => categoryHref(node.id),
  onNavigate,
}: CategoryMenuListProps) {
  const intl = useIntl();

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
  else items = shown.map((node) => renderNode(node, 1));

  return (
    <Menu aria-label={intl.formatMessage(messages.menu)} className={css.level}>
      {items}
    </Menu>
  );
}
