/** The full Select behind LazySelect: the kit's react-aria Select over the same options, loaded on intent. */
import { useOpenOnArrival } from './useLightTakeover.js';
import { Select, SelectItem } from '../Select/Select.js';
import type { FullSelectProps } from './select.types.js';

export default function FullSelect({ label, options, value, onChange, isRequired, isInvalid, errorMessage, onBlur, className, openOnArrival, takeFocus }: FullSelectProps) {
  const [isOpen, setOpen] = useOpenOnArrival(openOnArrival);
  return (
    <Select
      label={label}
      items={options}
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      {...(isRequired ? { isRequired } : {})}
      {...(isInvalid ? { isInvalid } : {})}
      {...(errorMessage ? { errorMessage } : {})}
      {...(onBlur ? { onBlur } : {})}
      // The caller decides what is valid (as the light trigger, which has no native select to check).
      validationBehavior="aria"
      isOpen={isOpen}
      onOpenChange={setOpen}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus stays where the user put it on the light trigger it replaces
      autoFocus={takeFocus}
      {...(className ? { className } : {})}
    >
      {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
    </Select>
  );
}
