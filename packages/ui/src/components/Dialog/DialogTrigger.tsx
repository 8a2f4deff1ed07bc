/** DialogTrigger: react-aria's; its trigger is a TriggerButton or IconButton (react-aria's Button, reached by PressResponder). */
export { DialogTrigger } from 'react-aria-components/Dialog';
