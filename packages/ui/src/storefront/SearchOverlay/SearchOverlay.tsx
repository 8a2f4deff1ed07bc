/**
 * SearchOverlay: the header's search dialog. At most 20 characters (count shown); Enter or the arrow searches;
 * 'Popular searches' while empty, suggestions while typing, all reachable with the arrow keys from the field.
 */
import { Button } from 'react-aria-components/Button';
import Search from 'lucide-react/icons/search';
import { useIntl } from 'react-intl';
import { LazyDialogTrigger } from '../../components/LazyTrigger/LazyDialogTrigger.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import type { SearchOverlayProps } from './SearchOverlay.types.js';
import { messages } from './SearchOverlay.messages.js';

export type { SearchOverlayProps, SearchSuggestions } from './SearchOverlay.types.js';

/** The field, the word lists and the modal load on first opening (or on pointer or focus intent), not with the header. */
const loadModal = () => import('./SearchModal.js');

export function SearchOverlay({ isOpen, onOpenChange, ...panel }: SearchOverlayProps) {
  const intl = useIntl();
  return (
    <LazyDialogTrigger isOpen={isOpen} onOpenChange={onOpenChange} load={loadModal}>
      <Button className={headerControl} aria-label={intl.formatMessage(messages.open)}>
        <Search className={controlIcon} aria-hidden />
      </Button>
      {(SearchModal) => <SearchModal {...panel} />}
    </LazyDialogTrigger>
  );
}
