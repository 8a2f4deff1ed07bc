/** The row and select-all checkbox of Table and GridList; react-aria names it ("Select", "Select all") in the user's language. */
import { Checkbox } from 'react-aria-components/Checkbox';
import { checkbox, checkIcon } from './Table.css.js';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';

export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={checkbox}>
      {({ isSelected, isIndeterminate }) =>
        isIndeterminate ? (
          <Minus className={checkIcon} aria-hidden strokeWidth={3} />
        ) : isSelected ? (
          <Check className={checkIcon} aria-hidden strokeWidth={3} />
        ) : null
      }
    </Checkbox>
  );
}
