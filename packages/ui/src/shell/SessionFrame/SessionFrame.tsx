/** SessionFrame: the page around sign-in and the lock screen: a centred card with an icon, a heading and a line of intro. */
import type { ReactNode, Ref } from 'react';
import * as css from './SessionFrame.css.js';

export interface SessionFrameProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A decorative icon above the heading (hidden from assistive technology). */
  icon?: ReactNode;
  children: ReactNode;
  /** The card, e.g. to shake it after a wrong password. */
  cardRef?: Ref<HTMLDivElement>;
  cardClassName?: string;
}

export function SessionFrame({ title, intro, icon, children, cardRef, cardClassName }: SessionFrameProps) {
  return (
    <main className={css.root}>
      <div ref={cardRef} className={cardClassName ? `${css.card} ${cardClassName}` : css.card}>
        <header className={css.header}>
          {icon ? (
            <span className={css.badge} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <h1 className={css.title}>{title}</h1>
          {intro ? <p className={css.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </main>
  );
}
