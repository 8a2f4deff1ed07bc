/** The header's category flyout bound to the tree of the current language; 'More+' and retry refetch it. */
import { CategoryFlyout } from '@kontor/ui/storefront/CategoryFlyout';
import { useCategoryTree } from '../../queries/header.js';

export function CategoryMenu() {
  const tree = useCategoryTree();
  return <CategoryFlyout categories={tree.data} isError={tree.isError} onReload={() => void tree.refetch()} />;
}
