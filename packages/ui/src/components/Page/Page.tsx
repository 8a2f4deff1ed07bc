/** Page: the main landmark of a screen with its title; screens put their parts inside. */
import type { ReactNode } from 'react';
import * as css from './Page.css.js';

export interface PageProps {
  /** The screen's heading (level 1), already translated. */
  title: ReactNode;
  children?: ReactNode;
}

export function Page({ title, children }: PageProps) {
  return (
    <main className={css.root}>
      <h1 className={css.title}>{title}</h1>
      {children}
    </main>
  );
}
