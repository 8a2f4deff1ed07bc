export { LazyMenuTrigger, type LazyMenuTriggerProps } from './LazyMenuTrigger.js';
export { LazyDialogTrigger, type LazyDialogTriggerProps } from './LazyDialogTrigger.js';
export { useTriggerState, type TriggerState, type TriggerStateProps, type FocusStrategy } from './useTriggerState.js';
export { LazySelect, type LazySelectOption, type LazySelectProps } from './LazySelect.js';
