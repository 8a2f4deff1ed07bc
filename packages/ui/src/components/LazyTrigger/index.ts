export { LazyMenuTrigger, type LazyMenuTriggerProps } from './LazyMenuTrigger.js';
export { LazyDialogTrigger, type LazyDialogTriggerProps } from './LazyDialogTrigger.js';
export { useTriggerState, type TriggerState, type TriggerStateProps, type FocusStrategy } from './useTriggerState.js';
