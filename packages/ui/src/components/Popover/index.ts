export {
  Popover,
  PopoverDialog,
  PopoverTrigger,
  type PopoverProps,
  type PopoverDialogProps,
} from './Popover.js';
