export { OrderStatusSteps, type OrderStatusStepsProps } from './OrderStatusSteps.js';
