/** Badge: a count shown on an icon or a button, capped at the spec's maximum (99, then '99+'). */
import type { ReactNode } from 'react';
import { BADGE_MAX, badgeText } from '@kontor/api/rules';
import { anchor, badge, tones } from './Badge.css.js';

export const BADGE_TONES = ['danger', 'primary'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps {
  /** The count; nothing shows for 0, null or undefined. */
  count: number | null | undefined;
  tone?: BadgeTone;
  /** What the badge counts on (an icon button, a link). Without it the badge stands alone. */
  children?: ReactNode;
  className?: string;
}

export function Badge({ count, tone = 'danger', children, className }: BadgeProps) {
  const text = badgeText(count);
  const pill = text ? (
    <span
      className={[badge, tones[tone], className].filter(Boolean).join(' ')}
      data-overflow={(count ?? 0) > BADGE_MAX || undefined}
    >
      {text}
    </span>
  ) : null;
  if (children === undefined) return pill;
  return (
    <span className={anchor}>
      {children}
      {pill}
    </span>
  );
}
