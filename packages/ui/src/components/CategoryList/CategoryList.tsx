/** CategoryList: the top categories and their sub-categories as cards; data arrives in props. */
import type { CategoryNode } from '@kontor/api/contract';
import { useIntl } from 'react-intl';
import * as css from './CategoryList.css.js';
import { messages } from './CategoryList.messages.js';

export interface CategoryListProps {
  categories: readonly CategoryNode[];
}

export function CategoryList({ categories }: CategoryListProps) {
  const intl = useIntl();
  const visible = categories.filter((c) => c.show !== false && c.show !== 0);
  return (
    <ul className={css.root} aria-label={intl.formatMessage(messages.label)}>
      {visible.map((category) => (
        <li key={category.id} className={css.card}>
          <h2 className={css.title}>{category.label}</h2>
          {category.children && category.children.length > 0 && (
            <ul className={css.children}>
              {category.children.map((child) => (
                <li key={child.id}>{child.label}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
