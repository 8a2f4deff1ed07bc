/** Skeleton: grey placeholders shaped like the content that is loading; shows the content once it has loaded. */
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { useIntl } from 'react-intl';
import { bone, group, shapes } from './Skeleton.css.js';
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
