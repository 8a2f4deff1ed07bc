/** CatalogueDialog: the catalogue-download dialog: a carousel of data classes; choosing one lists its files. */
import { lazy, Suspense } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import BookDown from 'lucide-react/icons/book-down';
import { useIntl } from 'react-intl';
import { OnceOpened } from '../../components/Dialog/OnceOpened.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import type { CatalogueDialogProps } from './catalogueData.js';
import { messages } from './CatalogueDialog.messages.js';

export { dataClassKey, type CatalogueDialogProps, type LoadState } from './catalogueData.js';

/** The modal and its carousel load on first opening (or when the pointer reaches the trigger), not with the header. */
const loadModal = () => import('./CatalogueModal.js');
const CatalogueModal = lazy(loadModal);

export function CatalogueDialog({ isOpen, onOpenChange, trigger = 'icon', ...props }: CatalogueDialogProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.open);
  return (
    <DialogTrigger
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <AriaButton className={headerControl} aria-label={trigger === 'icon' ? label : undefined} onHoverStart={() => void loadModal()}>
        <BookDown className={controlIcon} aria-hidden />
        {trigger === 'text' && label}
      </AriaButton>
      <OnceOpened>
        <Suspense fallback={null}>
          <CatalogueModal {...props} />
        </Suspense>
      </OnceOpened>
    </DialogTrigger>
  );
}
