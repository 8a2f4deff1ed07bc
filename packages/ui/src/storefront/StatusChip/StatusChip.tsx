/** StatusChip: a status in words with a tone and an icon (waiting, under way, done, ended), so no status is told by colour alone. */
import type { StatusTone } from '@kontor/api/rules';
import Ban from 'lucide-react/icons/ban';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDot from 'lucide-react/icons/circle-dot';
import Clock from 'lucide-react/icons/clock';
import { cx } from '../../styles/cx.js';
import * as css from './StatusChip.css.js';

const ICONS = { waiting: CircleDot, underWay: Clock, done: CircleCheck, ended: Ban } as const;

export interface StatusChipProps {
  /** The status in the user's language. */
  text: string;
  /** From the status's tone table in `@kontor/api/rules` (ORDER_STATUS_TONES, AFTER_SALES_STATUS_TONES). */
  tone: StatusTone;
  /** The wire value, for tests and styling hooks. */
  status?: number;
  className?: string;
}

export function StatusChip({ text, tone, status, className }: StatusChipProps) {
  const Icon = ICONS[tone];
  return (
    <span className={cx(css.chip, css.tones[tone], className)} data-status={status} data-tone={tone}>
      <Icon aria-hidden className={css.icon} />
      {text}
    </span>
  );
}
