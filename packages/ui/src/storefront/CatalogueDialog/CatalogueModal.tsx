/** The catalogue dialog's modal and body (carousel, file columns): loaded when the dialog first opens. */
import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/index.js';
import { Carousel } from '../../components/Carousel/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { EmptyState } from '../../components/EmptyState/index.js';
import { Skeleton } from '../../components/Skeleton/index.js';
import { dataClassKey, type CatalogueDialogProps } from './catalogueData.js';
import { CatalogueFiles } from './CatalogueFiles.js';
import * as css from './CatalogueDialog.css.js';
import { messages } from './CatalogueDialog.messages.js';
import { SLIDE_GAP_TOKEN, useSlidesPerView } from './useSlidesPerView.js';

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
      <Carousel aria-label={intl.formatMessage(messages.classes)} slidesPerView={perView} gap={SLIDE_GAP_TOKEN}>
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

export default function CatalogueModal(props: Omit<CatalogueDialogProps, 'isOpen' | 'onOpenChange' | 'trigger'>) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage(messages.title)} size="lg">
      <Body {...props} />
    </Dialog>
  );
}
