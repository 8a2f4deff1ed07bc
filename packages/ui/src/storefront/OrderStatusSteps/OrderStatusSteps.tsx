/** OrderStatusSteps: placed – confirmed – reviewed – shipped – completed, or where the order was cancelled. */
import { useIntl } from 'react-intl';
import { ORDER_STATUS, ORDER_STATUS_STEPS } from '@kontor/api/rules';
import { Steps } from '../../components/Steps/Steps.js';
import { translateKey } from '../../components/Form/translate.js';

export interface OrderStatusStepsProps {
  /** The order's status value (ORDER_STATUS_STEPS). */
  status: number;
  /** Earlier statuses, oldest first: a cancelled order shows the step it was cancelled at. */
  history?: readonly { status: number }[] | null | undefined;
  className?: string;
}

const PROGRESS = ORDER_STATUS_STEPS.filter((step) => step.value !== ORDER_STATUS.cancelled);

export function OrderStatusSteps({ status, history, className }: OrderStatusStepsProps) {
  const intl = useIntl();
  const cancelled = status === ORDER_STATUS.cancelled;
  const reached = cancelled
    ? ([...(history ?? [])].reverse().find((entry) => entry.status !== ORDER_STATUS.cancelled)?.status ?? ORDER_STATUS.placed)
    : status;
  const steps = PROGRESS.map((step) => ({ id: step.value, label: translateKey(intl, step.key) }));
  return <Steps steps={steps} current={reached} isCancelled={cancelled} {...(className ? { className } : {})} />;
}
