/** The files of one data class: 1-10 in the left column, 11 on in the right; only http(s) links open (new tab). */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { DownloadFile } from '@kontor/api/contract';
import { catalogueColumns, isHttpUrl, type NumberedFile } from '@kontor/api/rules';
import { ExternalLink } from '../FeedbackDialog/ExternalLink.js';
import * as css from './CatalogueDialog.css.js';
import { messages } from './CatalogueDialog.messages.js';

function Column({ files, label }: { files: NumberedFile<DownloadFile>[]; label: string }) {
  const intl = useIntl();
  const first = files[0];
  if (!first) return null;
  return (
    <ol className={css.column} start={first.number} aria-label={label}>
      {files.map(({ number, file }) => (
        <li key={`${number}-${file.name}`} value={number}>
          {isHttpUrl(file.fileLink) ? (
            <ExternalLink href={file.fileLink} newTab>
              {file.name}
            </ExternalLink>
          ) : (
            <>
              {file.name} <span className={css.noLink}>{intl.formatMessage(messages.noLink)}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

export function CatalogueFiles({ className, files }: { className: string; files: readonly DownloadFile[] }) {
  const headingId = useId();
  const { left, right } = catalogueColumns(files);
  const range = (column: NumberedFile<DownloadFile>[]) =>
    column.length ? `${column[0]!.number}–${column[column.length - 1]!.number}` : '';
  return (
    <div className={css.files} aria-labelledby={headingId} role="group">
      <h3 id={headingId} className={css.heading}>
        {className}
      </h3>
      <Column files={left} label={range(left)} />
      <Column files={right} label={range(right)} />
    </div>
  );
}
