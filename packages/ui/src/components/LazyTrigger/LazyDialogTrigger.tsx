/** LazyDialogTrigger: a dialog trigger whose dialog and react-aria's overlay code load on first use, not with the page. */
import { cloneElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps } from 'react-aria-components/Button';
import { mergeProps } from 'react-aria/mergeProps';
import { useLazyTrigger, type Loader } from './useLazyParts.js';
import type { TriggerStateProps } from './useTriggerState.js';

const loadOverlay = () => import('./DialogOverlay.js');

export interface LazyDialogTriggerProps<P> extends TriggerStateProps {
  /** Loads the module whose default export renders the Dialog (`() => import('./FeedbackModal.js')`). */
  load: Loader<P>;
  /** Two children: the trigger (a TriggerButton, IconButton or react-aria Button), then a function rendering the loaded dialog component. */
  children: [ReactElement<ButtonProps>, (Dialog: ComponentType<P>) => ReactNode];
}

/**
 * Works like DialogTrigger (same ARIA, press behaviour and focus return) but costs only this file on the first load:
 * the trigger (react-aria's Button: a TriggerButton or IconButton) is given its props here; the dialog and react-aria's
 * modal code load when the pointer or focus reaches the trigger, and render once loaded.
 */
export function LazyDialogTrigger<P>({ load, children, ...stateProps }: LazyDialogTriggerProps<P>) {
  const [trigger, renderDialog] = children;
  const { state, parts, warm, triggerRef, triggerId, overlayId } = useLazyTrigger(loadOverlay, load, stateProps);
  const triggerProps: ButtonProps & { ref: typeof triggerRef } = {
    ref: triggerRef,
    id: triggerId,
    'aria-expanded': state.isOpen,
    'aria-controls': state.isOpen ? overlayId : undefined,
    onHoverStart: warm,
    onFocus: warm,
    onPressStart: warm,
    onPress: () => state.toggle(),
  };
  const { Overlay, Part } = parts ?? {};
  return (
    <>
      {cloneElement(trigger, { ...mergeProps(trigger.props, triggerProps), ref: triggerRef } as ButtonProps)}
      {Overlay && Part && (
        <Overlay state={state} triggerRef={triggerRef} triggerId={triggerId} overlayId={overlayId}>
          {renderDialog(Part)}
        </Overlay>
      )}
    </>
  );
}
