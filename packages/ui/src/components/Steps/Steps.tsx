/** Steps: the order-status steps (placed, confirmed, reviewed, shipped, completed) with the current one and a cancelled state. */
import type { Key, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import { icon, list, marker, root, step, stepLine } from './Steps.css.js';
import { messages } from './Steps.messages.js';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';

export interface Step {
  id: Key;
  label: ReactNode;
}

export type StepState = 'complete' | 'current' | 'upcoming' | 'cancelled';

export interface StepsProps {
  steps: readonly Step[];
  /** The step the order has reached. */
  current: Key;
  /** The order was cancelled at the current step; the steps after it are never reached. */
  isCancelled?: boolean;
  /** Names the list; 'Order progress' by default. */
  'aria-label'?: string;
  className?: string;
}

/** The state of each step, in order, for a current step and a cancelled flag. */
export function stepStates(steps: readonly Step[], current: Key, isCancelled = false): StepState[] {
  const reached = steps.findIndex((s) => s.id === current);
  return steps.map((_, index) => {
    if (index < reached) return 'complete';
    if (index === reached) return isCancelled ? 'cancelled' : 'current';
    return 'upcoming';
  });
}

function Mark({ state, index }: { state: StepState; index: number }) {
  const intl = useIntl();
  if (state === 'complete') {
    return <Check className={icon} aria-hidden />;
  }
  if (state === 'cancelled') {
    return <X className={icon} aria-hidden />;
  }
  return <span aria-hidden="true">{intl.formatNumber(index + 1)}</span>;
}

export function Steps({
  steps,
  current,
  isCancelled = false,
  'aria-label': ariaLabel,
  className,
}: StepsProps) {
  const intl = useIntl();
  const states = stepStates(steps, current, isCancelled);
  return (
    // The box the steps measure themselves against: a row where six labels fit, one under the other where not.
    <div className={[root, className].filter(Boolean).join(' ')}>
      <ol className={list} aria-label={ariaLabel ?? intl.formatMessage(messages.label)}>
        {steps.map((s, index) => {
          const state = states[index] ?? 'upcoming';
          const isAt = state === 'current' || state === 'cancelled';
          return (
            <li
              key={s.id}
              className={`${step} ${stepLine}`}
              data-state={state}
              aria-current={isAt ? 'step' : undefined}
            >
              <span className={marker}>
                <Mark state={state} index={index} />
              </span>
              <span>{s.label}</span>
              {state === 'cancelled' ? (
                <span>{intl.formatMessage(messages.cancelled)}</span>
              ) : (
                <VisuallyHidden>{intl.formatMessage(messages[state])}</VisuallyHidden>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
