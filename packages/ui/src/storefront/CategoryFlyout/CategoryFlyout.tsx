/** CategoryFlyout: the header's three-level category menu; a leaf or childless node navigates, 'More+' reloads. */
import { Button } from 'react-aria-components/Button';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useIntl } from 'react-intl';
import { LazyMenuTrigger } from '../../components/LazyTrigger/LazyMenuTrigger.js';
import { cx } from '../../styles/cx.js';
import { chevron, headerControl } from '../MainHeader/headerControls.css.js';
import type { CategoryMenuListProps } from './CategoryMenuList.js';
import { messages } from './CategoryFlyout.messages.js';

/** The menu levels and react-aria's menu code arrive with the first opening (or the pointer's or focus's arrival). */
const loadList = () => import('./CategoryMenuList.js');

export interface CategoryFlyoutProps extends CategoryMenuListProps {
  className?: string;
}

export function CategoryFlyout({ className, ...list }: CategoryFlyoutProps) {
  const intl = useIntl();
  return (
    <LazyMenuTrigger load={loadList}>
      <Button className={cx(headerControl, className)}>
        {intl.formatMessage(messages.trigger)}
        <ChevronDown className={chevron} aria-hidden />
      </Button>
      {(CategoryMenuList) => <CategoryMenuList {...list} />}
    </LazyMenuTrigger>
  );
}
