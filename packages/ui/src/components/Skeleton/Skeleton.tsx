/** Skeleton: grey placeholders shaped like the content that is loading; shows the content once it has loaded. */
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { useIntl } from 'react-intl';
import { bone, group, shapes, value } from './Skeleton.css.js';
import { messages } from './Skeleton.messages.js';

export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Lines of text to stand in for (text shape only). */
  lines?: number;
  /** When true the real content (children) shows instead of the placeholders. */
  isLoaded?: boolean;
  children?: ReactNode;
  className?: string;
}

export function Skeleton({
  shape = 'text',
  lines = 3,
  isLoaded = false,
  children,
  className,
}: SkeletonProps) {
  const intl = useIntl();
  if (isLoaded) return <>{children}</>;
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <div
      className={[group, className].filter(Boolean).join(' ')}
      aria-busy="true"
      role="status"
      data-shape={shape}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`${bone} ${shapes[shape]}`} aria-hidden="true" />
      ))}
      <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
    </div>
  );
}

export interface SkeletonValueProps {
  /** How wide the value it stands for is, in characters (a price: about 8). */
  chars?: number;
  className?: string;
}

/**
 * An inline stand-in for a value still to come (a price, a stock count): the width of `chars` characters and its
 * line's height, so the value takes its place without moving anything; said as "loading" to a screen reader.
 */
export function SkeletonValue({ chars = 8, className }: SkeletonValueProps) {
  const intl = useIntl();
  return (
    <span className={[bone, value, className].filter(Boolean).join(' ')} style={{ inlineSize: `${chars}ch` }} aria-busy="true">
      <VisuallyHidden elementType="span">{intl.formatMessage(messages.loading)}</VisuallyHidden>
    </span>
  );
}
