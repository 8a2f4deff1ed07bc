/** ProofPicker: a FileUpload that uploads what is chosen at once, with picture previews and progress, and hands back links. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isUploadLink } from '@kontor/api/rules';
import { FileUpload } from '../../components/FileUpload/FileUpload.js';
import * as css from './AfterSalesForm.css.js';
import { messages } from './AfterSalesForm.messages.js';

/** Uploads files and resolves with one link per file, in order; `onProgress` gets 0..1 while it runs. */
export type ProofUploader = (
  files: File[],
  onProgress: (fraction: number) => void,
) => Promise<string[]>;

interface Entry {
  file: File;
  link?: string;
  /** An object URL for a picture's preview (none for a PDF). */
  preview?: string;
}

export interface ProofPickerProps {
  label: ReactNode;
  /** Names the previews for assistive technology. */
  labelText: string;
  onUpload: ProofUploader;
  /** The uploaded links, in the order the files were chosen. */
  onLinksChange: (links: string[]) => void;
  /** The form's error for this field (already translated). */
  errorMessage?: string | undefined;
  /** Marks the label as required, like the other fields. */
  isRequired?: boolean | undefined;
  /** Told when an upload starts (true) and ends (false), so the form can hold a send until the links are in. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
  /** Links uploaded before (a draft kept across a reload): listed as uploaded, kept unless removed. */
  initialLinks?: readonly string[] | undefined;
  /** The chosen file's name behind an initial link; else the link's last part (the name the server stored). */
  nameOfLink?: ((link: string) => string | undefined) | undefined;
  /** Told of each finished upload's link and the chosen file's name, before the links change. */
  onUploaded?: ((link: string, name: string) => void) | undefined;
}

export function ProofPicker({
  label,
  labelText,
  onUpload,
  onLinksChange,
  errorMessage,
  isRequired,
  onBusyChange,
  initialLinks,
  nameOfLink,
  onUploaded,
}: ProofPickerProps) {
  const intl = useIntl();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(entries);
  const [kept, setKept] = useState(() => (initialLinks ?? []).filter(isUploadLink));
  const keptRef = useRef(kept);

  // Previews belong to this picker: their object URLs go when it does.
  useEffect(
    () => () =>
      latest.current.forEach((entry) => entry.preview && URL.revokeObjectURL(entry.preview)),
    [],
  );

  const publish = (next: Entry[], nextKept = keptRef.current) => {
    latest.current = next;
    keptRef.current = nextKept;
    setEntries(next);
    setKept(nextKept);
    onLinksChange([...nextKept, ...next.flatMap((entry) => (entry.link ? [entry.link] : []))]);
  };

  const change = async (files: File[]) => {
    const kept = latest.current.filter((entry) => files.includes(entry.file));
    latest.current
      .filter((entry) => !files.includes(entry.file))
      .forEach((entry) => entry.preview && URL.revokeObjectURL(entry.preview));
    const added = files.filter((file) => !latest.current.some((entry) => entry.file === file));
    const fresh: Entry[] = added.map((file) => ({
      file,
      ...(file.type.startsWith('image/') ? { preview: URL.createObjectURL(file) } : {}),
    }));
    publish([...kept, ...fresh]);
    if (added.length === 0) return;
    setFailed(false);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const links = await onUpload(added, setProgress);
      added.forEach((file, at) => links[at] && onUploaded?.(links[at], file.name));
      publish(
        latest.current.map((entry) => {
          const at = added.indexOf(entry.file);
          return at >= 0 && links[at] ? { ...entry, link: links[at] } : entry;
        }),
      );
    } catch {
      // Files that did not reach the server leave the list, so what is shown is what will be sent.
      fresh.forEach((entry) => entry.preview && URL.revokeObjectURL(entry.preview));
      publish(latest.current.filter((entry) => !added.includes(entry.file)));
      setFailed(true);
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const pictures = entries.filter((entry) => entry.preview);
  return (
    <div className={css.proofs}>
      <FileUpload
        label={label}
        value={entries.map((entry) => entry.file)}
        onChange={(files) => void change(files)}
        uploaded={kept.map((link) => ({ key: link, name: nameOfLink?.(link) ?? link.slice(link.lastIndexOf('/') + 1) }))}
        onRemoveUploaded={(link) => publish(latest.current, keptRef.current.filter((other) => other !== link))}
        isDisabled={progress !== null}
        isRequired={Boolean(isRequired)}
        // A failed upload says so below; the form's error waits until that is dealt with.
        errorMessage={failed ? undefined : errorMessage}
      />
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={intl.formatMessage(messages.uploading)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className={css.progress}
        >
          <span className={css.progressText}>
            <span>{intl.formatMessage(messages.uploading)}</span>
            <span>
              {intl.formatNumber(progress, { style: 'percent', maximumFractionDigits: 0 })}
            </span>
          </span>
          <div className={css.track}>
            <div className={css.bar} style={{ inlineSize: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {pictures.length > 0 && (
        <ul
          className={css.previews}
          aria-label={intl.formatMessage(messages.previews, { label: labelText })}
        >
          {pictures.map((entry, index) => (
            <li key={`${entry.file.name}-${index}`}>
              <img src={entry.preview} alt={entry.file.name} className={css.preview} />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className={css.error}>
          {intl.formatMessage(messages.uploadFailed)}
        </p>
      )}
    </div>
  );
}
