// Data of the header stories: the seed's category tree (plus the cases the seed lacks), users and words.
import type { CategoryNode } from '@kontor/api/contract';
import { expect, within } from 'storybook/test';
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

/** A signed-out visitor's header: a sign-in link to /login where the user menu (with "Log out") would be. */
export async function expectSignInInsteadOfMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(canvas.queryByRole('button', { name: /^Account/ })).toBeNull();
}
