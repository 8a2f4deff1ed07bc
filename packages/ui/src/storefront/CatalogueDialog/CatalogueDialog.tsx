/** CatalogueDialog: the catalogue-download dialog: a carousel of data classes; choosing one lists its files. */
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import BookDown from 'lucide-react/icons/book-down';
import { useIntl } from 'react-intl';
import type { DataClass, DownloadFile } from '@kontor/api/contract';
import { Button } from '../../components/Button/index.js';
import { Carousel } from '../../components/Carousel/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { EmptyState } from '../../components/EmptyState/index.js';
import { Skeleton } from '../../components/Skeleton/index.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import { CatalogueFiles } from './CatalogueFiles.js';
import * as css from './CatalogueDialog.css.js';
import { messages } from './CatalogueDialog.messages.js';
import { useSlidesPerView } from './useSlidesPerView.js';

export type LoadState = 'loading' | 'error' | 'ready';

/** A data class's key: its id, or its code where the backend sends no id. */
export const dataClassKey = (dataClass: DataClass) => String(dataClass.id ?? dataClass.code);

export interface CatalogueDialogProps {
  dataClasses: readonly DataClass[] | undefined;
  classesState: LoadState;
  /** The chosen class's key (dataClassKey); none chosen shows a hint. */
  selectedClass?: string | undefined;
  onSelectClass: (key: string) => void;
  files: readonly DownloadFile[] | undefined;
  filesState: LoadState;
  /** Load again whatever failed (classes or files). */
  onRetry: () => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The trigger's look: an icon on the main header, a labelled button on the parts header. */
  trigger?: 'icon' | 'text';
}

function Problem({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className={css.state}>
      <EmptyState
        title={intl.formatMessage(messages.error)}
        action={
          <Button variant="secondary" onPress={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    </div>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <div className={css.state} role="status" aria-label={intl.formatMessage(messages.loading)}>
      <Skeleton lines={4} />
    </div>
  );
}

function Body(props: CatalogueDialogProps) {
  const intl = useIntl();
  const perView = useSlidesPerView();
  const { dataClasses, classesState, selectedClass, files, filesState, onRetry } = props;
  if (classesState === 'loading') return <Loading />;
  if (classesState === 'error') return <Problem onRetry={onRetry} />;
  if (!dataClasses?.length) return <EmptyState title={intl.formatMessage(messages.noClasses)} />;
  const chosen = dataClasses.find((dataClass) => dataClassKey(dataClass) === selectedClass);
  let list: ReactNode;
  if (!chosen) list = <p className={css.state}>{intl.formatMessage(messages.choose)}</p>;
  else if (filesState === 'loading') list = <Loading />;
  else if (filesState === 'error') list = <Problem onRetry={onRetry} />;
  else if (!files?.length) list = <EmptyState className={css.state} title={intl.formatMessage(messages.noFiles)} />;
  else list = <CatalogueFiles className={chosen.name} files={files} />;
  return (
    <>
      <Carousel aria-label={intl.formatMessage(messages.classes)} slidesPerView={perView} gap="xxl">
        {dataClasses.map((dataClass) => {
          const key = dataClassKey(dataClass);
          return (
            <ToggleButton
              key={key}
              className={css.classButton}
              isSelected={key === selectedClass}
              onChange={() => props.onSelectClass(key)}
            >
              {dataClass.name}
            </ToggleButton>
          );
        })}
      </Carousel>
      <div aria-live="polite">{list}</div>
    </>
  );
}

export function CatalogueDialog({ isOpen, onOpenChange, trigger = 'icon', ...props }: CatalogueDialogProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.open);
  return (
    <DialogTrigger
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <AriaButton className={headerControl} aria-label={trigger === 'icon' ? label : undefined}>
        <BookDown className={controlIcon} aria-hidden />
        {trigger === 'text' && label}
      </AriaButton>
      <Dialog title={intl.formatMessage(messages.title)} size="lg">
        <Body {...props} />
      </Dialog>
    </DialogTrigger>
  );
}
