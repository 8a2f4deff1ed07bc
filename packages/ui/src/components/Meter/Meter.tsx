/**
 * Meter: a gauge of a value against a maximum (the base of the container-fill gauge), with an over-limit state.
 * Light: react-aria Meter's DOM and ARIA (role meter, value kept in range, range and text, named by its label) in
 * plain elements, instead of react-aria's meter, progress bar and number formatting code on the cart page.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  fill,
  header,
  label as labelStyle,
  meter,
  track,
  value as valueStyle,
} from './Meter.css.js';
import { messages } from './Meter.messages.js';

export type MeterState = 'partial' | 'full' | 'over';

export interface MeterProps {
  label: ReactNode;
  value: number;
  /** The limit; a value above it is shown as over the limit. */
  max?: number;
  /** The value as the user reads it, e.g. '26 m³ of 25 m³'; a percentage of the maximum by default. */
  valueLabel?: string;
  className?: string;
}

/** Where a value stands against its limit. */
export function meterState(value: number, max: number): MeterState {
  if (value > max) return 'over';
  return value === max ? 'full' : 'partial';
}

export function Meter({ label, value, max = 100, valueLabel, className }: MeterProps) {
  const intl = useIntl();
  const state = meterState(value, max);
  const shown =
    valueLabel ??
    intl.formatNumber(max > 0 ? value / max : 0, { style: 'percent', maximumFractionDigits: 0 });
  const text = state === 'over' ? intl.formatMessage(messages.overLimit, { value: shown }) : shown;
  const labelId = useId();
  // react-aria's percentage: the share of the range, kept within 0 and 100 for the bar.
  const percentage = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="meter"
      // Kept within the range, as react-aria does (an over-limit value says so in its text).
      aria-valuenow={Math.min(Math.max(value, 0), max)}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuetext={text}
      aria-labelledby={labelId}
      className={[meter, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <div className={header}>
        <span id={labelId} className={labelStyle}>
          {label}
        </span>
        <span className={valueStyle}>{text}</span>
      </div>
      <div className={track}>
        <div className={fill} style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
