/**
 * SearchOverlay: the header's search dialog. At most 20 characters (count shown); Enter or the arrow searches;
 * 'Popular searches' while empty, suggestions while typing, all reachable with the arrow keys from the field.
 */
import { lazy, Suspense } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from 'react-aria-components/Button';
import Search from 'lucide-react/icons/search';
import { useIntl } from 'react-intl';
import { OnceOpened } from '../../components/Dialog/OnceOpened.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import type { SearchOverlayProps } from './SearchOverlay.types.js';
import { messages } from './SearchOverlay.messages.js';

export type { SearchOverlayProps, SearchSuggestions } from './SearchOverlay.types.js';

/** The field, the word lists and the modal load on first opening, not with the header. */
const SearchModal = lazy(() => import('./SearchModal.js'));

export function SearchOverlay({ isOpen, onOpenChange, ...panel }: SearchOverlayProps) {
  const intl = useIntl();
  return (
    <DialogTrigger
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Button className={headerControl} aria-label={intl.formatMessage(messages.open)}>
        <Search className={controlIcon} aria-hidden />
      </Button>
      <OnceOpened>
        <Suspense fallback={null}>
          <SearchModal {...panel} />
        </Suspense>
      </OnceOpened>
    </DialogTrigger>
  );
}
