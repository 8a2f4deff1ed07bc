/** DialogTrigger: react-aria's, with react-aria's own buttons inside (its trigger is reached by PressResponder, which light buttons do not read). */
import { DialogTrigger as AriaDialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';
import { WithAriaButtons } from '../Button/AriaButtons.js';

/** Opens the Dialog or Popover placed after its trigger (a Button, an IconButton) when the trigger is pressed. */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  return (
    <AriaDialogTrigger {...props}>
      <WithAriaButtons>{children}</WithAriaButtons>
    </AriaDialogTrigger>
  );
}
