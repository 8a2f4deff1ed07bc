/** The full Select behind LazySelect: the kit's react-aria Select over the same options, loaded on intent. */
import { useEffect, useState } from 'react';
import { Select, SelectItem } from '../../components/Select/Select.js';
import type { FullSelectProps } from './LazySelect.js';

export default function FullSelect({ label, options, value, onChange, isRequired, isInvalid, className, openOnArrival, takeFocus }: FullSelectProps) {
  const [isOpen, setOpen] = useState(false);
  // Opened once its own trigger holds the focus, so closing gives the focus back to it (not to the light trigger,
  // which is gone).
  useEffect(() => {
    if (!openOnArrival) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnArrival]);
  return (
    <Select
      label={label}
      items={options}
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      {...(isRequired ? { isRequired } : {})}
      {...(isInvalid ? { isInvalid } : {})}
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
