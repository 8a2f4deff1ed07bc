/** FactGrid: facts as a definition list that wraps from several columns to one; a missing value reads the fallback. */
import type { ReactNode } from 'react';
import { cx } from '../../styles/cx.js';
import * as css from '../../styles/records.css.js';

export interface Fact {
  /** Names the value for tests and styling (`data-fact`). */
  name: string;
  label: string;
  value: ReactNode;
  /** Figures: tabular digits. */
  numeric?: boolean;
}

export function FactGrid({ facts, fallback }: { facts: readonly Fact[]; fallback: string }) {
  return (
    <dl className={css.facts}>
      {facts.map((fact) => (
        <div key={fact.name}>
          <dt className={css.term}>{fact.label}</dt>
          <dd className={cx(css.value, fact.numeric && css.numeric)} data-fact={fact.name}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? fallback : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
