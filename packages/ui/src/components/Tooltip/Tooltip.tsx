/** Tooltip: a short hint shown on hover and on keyboard focus of its trigger (react-aria TooltipTrigger). */
import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components/Tooltip';
import { arrow, tooltip } from './Tooltip.css.js';

/** How long the pointer rests on a trigger before the hint shows; keyboard focus shows it at once. */
export const TOOLTIP_DELAY_MS = 600;

export interface TooltipProps {
  /** The hint. Keep it short: it is read as the trigger's description. */
  content: ReactNode;
  /** One focusable element (a Button, a Link) that the hint describes. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  delay?: number;
  isDisabled?: boolean;
}

export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY_MS,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={0} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} className={tooltip}>
        <OverlayArrow>
          <svg viewBox="0 0 8 8" className={arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
