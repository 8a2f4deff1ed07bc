/** FileUpload: choose or drop files (react-aria FileTrigger + DropZone) within the spec's limits; chosen files can be removed. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DropZone, Text } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { isFileDropItem } from 'react-aria-components/useDrop';
import { useIntl } from 'react-intl';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_ACCEPTED_TYPES,
  uploadProblem,
} from '@kontor/api/rules';
import { Button, TriggerButton } from '../Button/index.js';
import { useTranslateKey } from '../Form/translate.js';
import * as css from './FileUpload.css.js';
import { messages } from './FileUpload.messages.js';
import { useFileSize } from './fileSize.js';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';

/** A file the server holds already: its key (e.g. its link) and the name shown. */
export interface UploadedFile {
  key: string;
  name: string;
}

export interface FileUploadProps {
  /** Names the drop zone, e.g. 'Proof of purchase'. */
  label: ReactNode;
  /** The chosen files (controlled); leave out to let the component keep them. */
  value?: readonly File[];
  defaultValue?: readonly File[];
  onChange?: (files: File[]) => void;
  /** Files already uploaded elsewhere that count towards the limit of 5. */
  alreadyUploaded?: number;
  /**
   * Files uploaded before this page was drawn (e.g. kept across a reload), listed first with a remove button each;
   * they count towards the limit of 5.
   */
  uploaded?: readonly UploadedFile[];
  /** Removes one of `uploaded`, by its key. */
  onRemoveUploaded?: (key: string) => void;
  isDisabled?: boolean;
  /** Marks the label with the same asterisk as the other fields (the form's schema does the checking). */
  isRequired?: boolean;
  /** The form's error for this field, already translated: the zone turns red and names it. */
  errorMessage?: string | undefined;
  className?: string;
}

export function FileUpload({
  label,
  value,
  defaultValue = [],
  onChange,
  alreadyUploaded = 0,
  uploaded = [],
  onRemoveUploaded,
  isDisabled,
  isRequired,
  errorMessage,
  className,
}: FileUploadProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const fileSize = useFileSize();
  const [own, setOwn] = useState<File[]>([...defaultValue]);
  const files = value ? [...value] : own;
  const [problem, setProblem] = useState<string>();
  const errorId = useId();
  const fieldErrorId = useId();
  const invalid = Boolean(errorMessage) && !problem;
  const describedBy = problem ? errorId : invalid ? fieldErrorId : undefined;
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The list position of a file just removed, so focus can move on from its vanished button. */
  const removedAt = useRef<number | undefined>(undefined);

  const update = (next: File[]) => {
    if (!value) setOwn(next);
    onChange?.(next);
  };
  const add = (incoming: File[]) => {
    if (incoming.length === 0) return;
    // A selection that breaks a limit is refused as a whole, so the list never holds half of it.
    const found = uploadProblem(incoming, files.length + uploaded.length + alreadyUploaded);
    setProblem(found);
    if (!found) update([...files, ...incoming]);
  };
  const remove = (index: number) => {
    setProblem(undefined);
    update(files.filter((_, i) => i !== index));
    removedAt.current = uploaded.length + index;
  };
  const removeUploaded = (index: number) => {
    setProblem(undefined);
    onRemoveUploaded?.(uploaded[index]!.key);
    removedAt.current = index;
  };
  const listed = uploaded.length + files.length;

  // Files chosen from "Choose files" while it had the focus: a picker that disables it while they upload (the browser
  // then drops the focus to the page) gets the focus back to it when it is enabled again, so Tab goes on from there.
  const refocusChoose = useRef(false);
  useEffect(() => {
    if (isDisabled || !refocusChoose.current) return;
    refocusChoose.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) rootRef.current?.querySelector<HTMLElement>('[data-choose]')?.focus();
  }, [isDisabled]);

  // Removing a file takes its button away; focus moves to the next file's button, or to "Choose files".
  useEffect(() => {
    const index = removedAt.current;
    if (index === undefined) return;
    removedAt.current = undefined;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const target =
      buttons[Math.min(index, buttons.length - 1)] ??
      rootRef.current?.querySelector<HTMLElement>('[data-choose]');
    target?.focus();
  }, [listed]);

  return (
    <div
      ref={rootRef}
      className={[css.root, className].filter(Boolean).join(' ')}
      // The form looks for [data-invalid] to take the user to the first field to fix.
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
    >
      <DropZone
        className={css.zone}
        isDisabled={isDisabled}
        aria-label={intl.formatMessage(messages.zone)}
        aria-describedby={describedBy}
        onDrop={async (event) =>
          add(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())))
        }
      >
        <Upload className={css.zoneIcon} aria-hidden />
        <Text slot="label" className={css.label}>
          {label}
        </Text>
        <div className={css.row}>
          <span>{intl.formatMessage(messages.drop)}</span>
          <FileTrigger
            acceptedFileTypes={UPLOAD_ACCEPTED_TYPES}
            allowsMultiple
            onSelect={(list) => {
              refocusChoose.current = rootRef.current?.contains(document.activeElement) ?? false;
              add(list ? [...list] : []);
            }}
          >
            {/* FileTrigger reaches its button through PressResponder, which only react-aria's Button reads. */}
            <TriggerButton
                variant="secondary"
                isDisabled={isDisabled}
                data-choose=""
                data-invalid-target=""
                aria-describedby={describedBy}
              >
                {intl.formatMessage(messages.choose)}
            </TriggerButton>
          </FileTrigger>
        </div>
        <span className={css.hint}>
          {intl.formatMessage(messages.hint, {
            count: MAX_UPLOAD_FILES,
            size: MAX_UPLOAD_BYTES / 1024 / 1024,
          })}
        </span>
      </DropZone>
      {problem && (
        <p id={errorId} role="alert" className={css.error}>
          {translate(problem)}
        </p>
      )}
      {invalid && (
        <p id={fieldErrorId} role="alert" className={css.error}>
          {errorMessage}
        </p>
      )}
      {listed > 0 && (
        <ul ref={listRef} className={css.list} aria-label={intl.formatMessage(messages.chosen)}>
          {uploaded.map((item, index) => (
            <FileRow key={item.key} name={item.name} detail={intl.formatMessage(messages.uploaded)} onRemove={() => removeUploaded(index)} />
          ))}
          {files.map((file, index) => (
            <FileRow key={`${file.name}-${file.size}-${index}`} name={file.name} detail={fileSize(file.size)} onRemove={() => remove(index)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One listed file: its name, its size or state, and its remove button. */
function FileRow({ name, detail, onRemove }: { name: string; detail: string; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <li className={css.file}>
      <span className={css.fileName}>{name}</span>
      <span className={css.fileSize}>{detail}</span>
      <Button variant="quiet" aria-label={intl.formatMessage(messages.remove, { name })} onPress={onRemove}>
        <X className={css.removeIcon} aria-hidden />
      </Button>
    </li>
  );
}
