/** Skeleton: grey placeholders shaped like the content that is loading; shows the content once it has loaded. */
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { useIntl } from 'react-intl';
import { bone, group, shapes, sized, value } from './Skeleton.css.js';
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

export interface SkeletonSizedProps {
  /** What will stand here if it stands here at all (an action whose offer is not known yet), drawn invisibly for its size. */
  children: ReactNode;
  className?: string;
}

/**
 * A stand-in exactly the size of what may come (its children, unseen, inert and hidden from assistive technology), so
 * content that arrives takes its box without moving anything; said as "loading" to a screen reader.
 */
export function SkeletonSized({ children, className }: SkeletonSizedProps) {
  const intl = useIntl();
  return (
    <span className={[bone, sized, className].filter(Boolean).join(' ')} aria-busy="true" data-skeleton-sized="">
      <span className={sized} aria-hidden="true" inert>
        {children}
      </span>
      <VisuallyHidden elementType="span">{intl.formatMessage(messages.loading)}</VisuallyHidden>
    </span>
  );
}
