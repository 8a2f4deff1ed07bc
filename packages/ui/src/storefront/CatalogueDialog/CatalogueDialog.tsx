/** CatalogueDialog: the catalogue-download dialog: a carousel of data classes; choosing one lists its files. */
import { Button as AriaButton } from 'react-aria-components/Button';
import BookDown from 'lucide-react/icons/book-down';
import { useIntl } from 'react-intl';
import { LazyDialogTrigger } from '../../components/LazyTrigger/LazyDialogTrigger.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import type { CatalogueDialogProps } from './catalogueData.js';
import { messages } from './CatalogueDialog.messages.js';

export { dataClassKey, type CatalogueDialogProps, type LoadState } from './catalogueData.js';

/** The modal and its carousel load on first opening (or when the pointer or focus reaches the trigger), not with the header. */
const loadModal = () => import('./CatalogueModal.js');

export function CatalogueDialog({ isOpen, onOpenChange, trigger = 'icon', ...props }: CatalogueDialogProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.open);
  return (
    <LazyDialogTrigger isOpen={isOpen} onOpenChange={onOpenChange} load={loadModal}>
      <AriaButton className={headerControl} aria-label={trigger === 'icon' ? label : undefined}>
        <BookDown className={controlIcon} aria-hidden />
        {trigger === 'text' && label}
      </AriaButton>
      {(CatalogueModal) => <CatalogueModal {...props} />}
    </LazyDialogTrigger>
  );
}
