// Data of the header stories: the seed's category tree (plus the cases the seed lacks), users and words.
import type { CategoryNode } from '@kontor/api/contract';
import { seedCategoryTree } from '../../.storybook/mocks/header.handlers.js';

/** A label with markup, as a careless back office might store it: it must show as text. */
export const MARKUP_LABEL = '<b>Teak</b> & <i>more</i>';

/** The English seed tree with a hidden node (show=false), a label with markup and a 'More+' node added. */
export function storyCategoryTree(): CategoryNode[] {
  const tree = seedCategoryTree(2);
  tree[0]!.children!.push({ id: 190, label: 'Hidden category', show: false, children: [] });
  tree.push({ id: 900, label: MARKUP_LABEL, show: 1, children: [] });
  tree.push({ id: 999, label: 'More+', show: true, children: [] });
  return tree;
}
