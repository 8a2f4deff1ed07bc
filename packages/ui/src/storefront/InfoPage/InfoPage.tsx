/** InfoPage: a shop information page (about us, news, terms, common problems): titled sections, optional dates, a side block. */
import type { ReactNode } from 'react';
import { DateTime, type ServerDate } from '../../i18n/dates.js';
import { BrowsePage, PageHeading, Prose } from '../BrowseLayout/BrowseLayout.js';
import * as css from './InfoPage.css.js';

export interface InfoSection {
  id: string;
  heading: string;
  /** Plain text paragraphs (never HTML). */
  paragraphs: readonly string[];
  /** A news item's day, written the language's way. */
  date?: ServerDate;
}

export interface InfoPageProps {
  title: string;
  /** One paragraph under the title. */
  lead?: string | undefined;
  sections: readonly InfoSection[];
  /** Beside the text from 992 px, below it on narrower screens (the company's contact block). */
  aside?: ReactNode;
}

export function InfoPage({ title, lead, sections, aside }: InfoPageProps) {
  return (
    <BrowsePage>
      <PageHeading title={title}>{lead && <Prose>{lead}</Prose>}</PageHeading>
      <div className={css.layout}>
        <div className={css.article}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`info-${section.id}`} className={css.section} data-section={section.id}>
              <h2 id={`info-${section.id}`} className={css.sectionHeading}>
                {section.heading}
              </h2>
              {section.date !== undefined && (
                <p className={css.date}>
                  <DateTime value={section.date} />
                </p>
              )}
              {section.paragraphs.map((text, index) => (
                <p key={index} className={css.paragraph}>
                  {text}
                </p>
              ))}
            </section>
          ))}
        </div>
        {aside && <div className={css.aside}>{aside}</div>}
      </div>
    </BrowsePage>
  );
}
