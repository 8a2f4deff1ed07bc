/** Which category nodes the flyout shows: three levels, show=false hidden, 'More+' recognised. */
import type { CategoryNode } from '@kontor/api/contract';

/** The flyout shows three levels (spec section 2); deeper nodes are reached from the category page. */
export const FLYOUT_LEVELS = 3;

/** The label of the node that reloads the tree instead of navigating. */
export const MORE_LABEL = 'More+';

/** The backend's display flag arrives as boolean, 0/1 or text; only an explicit "no" hides a node. */
export function isShown(node: Pick<CategoryNode, 'show'>): boolean {
  const { show } = node;
  return !(show === false || show === 0 || show === '0' || show === 'false');
}

export function isMoreNode(node: Pick<CategoryNode, 'label'>): boolean {
  return node.label.replace(/\s+/g, '') === MORE_LABEL;
}

/** The shown children of a node, or none at the last level (then the node is a link). */
export function shownChildren(node: CategoryNode, level: number): CategoryNode[] {
  if (level >= FLYOUT_LEVELS) return [];
  return (node.children ?? []).filter(isShown);
}

/** The page a leaf or childless node leads to. */
export function categoryHref(id: CategoryNode['id']): string {
  return `/classification?id=${encodeURIComponent(String(id))}`;
}
