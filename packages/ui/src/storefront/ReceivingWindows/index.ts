export {
  ReceivingWindows,
  type ReceivingWindowsProps,
  type ReceivingWindowValue,
} from './ReceivingWindows.js';
export {
  ReceivingWindowsSummary,
  type ReceivingWindowsSummaryProps,
} from './ReceivingWindowsSummary.js';
export { weekdayName } from './weekdays.js';
