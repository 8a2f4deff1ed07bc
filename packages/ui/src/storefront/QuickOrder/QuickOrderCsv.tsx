/** The quick order's CSV upload: a drop zone and a file button; the file's rows become the box's lines. */
import { useId, useState } from 'react';
import { DropZone, Text } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { isFileDropItem } from 'react-aria-components/useDrop';
import { useIntl } from 'react-intl';
import { QUICK_ORDER_MAX_ROWS } from '@kontor/api/rules';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { TriggerButton } from '../../components/Button/index.js';
import * as css from './QuickOrder.css.js';
import { messages } from './QuickOrder.messages.js';
import { csvToQuickOrderText } from './parseCsv.js';

const CSV_TYPES = ['text/csv', 'text/plain', 'text/tab-separated-values', 'application/vnd.ms-excel', '.csv', '.txt'];

export function QuickOrderCsv({ onLines, isDisabled }: { onLines: (text: string) => void; isDisabled?: boolean }) {
  const intl = useIntl();
  const [problem, setProblem] = useState<'unreadable' | 'noColumns'>();
  const errorId = useId();
  const read = async (file: File | undefined) => {
    if (!file) return;
    const result = csvToQuickOrderText(await file.text());
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(undefined);
    onLines(result.text);
  };
  return (
    <div className={css.csv}>
      <DropZone
        className={css.zone}
        isDisabled={isDisabled}
        aria-label={intl.formatMessage(messages.csvZone)}
        aria-describedby={problem ? errorId : undefined}
        onDrop={async (event) => {
          const [item] = event.items.filter(isFileDropItem);
          await read(await item?.getFile());
        }}
      >
        <FileSpreadsheet className={css.zoneIcon} aria-hidden />
        <Text slot="label" className={css.zoneLabel}>
          {intl.formatMessage(messages.csvDrop)}
        </Text>
        <FileTrigger acceptedFileTypes={CSV_TYPES} onSelect={(list) => void read(list?.[0])}>
          {/* FileTrigger reaches its button through PressResponder, which only react-aria's Button reads. */}
          <TriggerButton variant="secondary" isDisabled={isDisabled}>
            {intl.formatMessage(messages.csvChoose)}
          </TriggerButton>
        </FileTrigger>
        <span className={css.hint}>{intl.formatMessage(messages.csvHint, { max: QUICK_ORDER_MAX_ROWS })}</span>
      </DropZone>
      {problem && (
        <p id={errorId} role="alert" className={css.alert}>
          {intl.formatMessage(problem === 'unreadable' ? messages.csvUnreadable : messages.csvNoColumns)}
        </p>
      )}
    </div>
  );
}
