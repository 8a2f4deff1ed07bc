/**
 * ReceivingWindows: the receiving times of a delivery address, a weekday with a start and an end each. The rules'
 * receivingWindowProblems say what is wrong (an end not after its start, an overlap on one weekday) at the field.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import {
  MAX_RECEIVING_WINDOWS,
  WEEKDAYS,
  receivingWindowProblems,
  type ReceivingWindowLike,
} from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { translateKey } from '../../components/Form/translate.js';
import { IconButton } from '../../components/IconButton/IconButton.js';
import { Select, SelectItem } from '../../components/Select/Select.js';
import { TimeField } from '../../components/TimeField/TimeField.js';
import * as css from './ReceivingWindows.css.js';
import { messages } from './ReceivingWindows.messages.js';
import { formatTime, fromTime, toTime, weekdayName } from './weekdays.js';

export interface ReceivingWindowValue {
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface ReceivingWindowsProps {
  value: readonly ReceivingWindowValue[];
  onChange: (windows: ReceivingWindowValue[]) => void;
  /** Called when focus leaves a field (a form marks the list as touched). */
  onBlur?: () => void;
  isDisabled?: boolean;
  className?: string;
}

/** A new window starts on the day after the last one, 08:00 to 12:00, so adding several rarely overlaps. */
function nextWindow(windows: readonly ReceivingWindowLike[]): ReceivingWindowValue {
  const last = windows.at(-1);
  const weekday = last ? (last.weekday % WEEKDAYS.length) + 1 : 1;
  return { weekday, startTime: '08:00', endTime: '12:00' };
}

export function ReceivingWindows({
  value,
  onChange,
  onBlur,
  isDisabled,
  className,
}: ReceivingWindowsProps) {
  const intl = useIntl();
  const helpId = useId();
  const problems = receivingWindowProblems(value);
  const errorAt = (index: number, field: 'startTime' | 'endTime') => {
    const problem = problems.find((p) => p.index === index && p.field === field);
    return problem ? translateKey(intl, problem.key) : undefined;
  };
  const days = WEEKDAYS.map((weekday) => ({
    id: String(weekday),
    name: weekdayName(intl, weekday),
  }));
  const update = (index: number, patch: Partial<ReceivingWindowValue>) =>
    onChange(value.map((window, i) => (i === index ? { ...window, ...patch } : { ...window })));

  return (
    <fieldset
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-describedby={helpId}
      disabled={isDisabled}
    >
      <legend className={css.legend}>{intl.formatMessage(messages.title)}</legend>
      <p id={helpId} className={css.help}>
        {intl.formatMessage(messages.help)}
      </p>
      {value.length === 0 ? <p className={css.muted}>{intl.formatMessage(messages.none)}</p> : null}
      <ul className={css.rows}>
        {value.map((window, index) => {
          const startError = errorAt(index, 'startTime');
          const endError = errorAt(index, 'endTime');
          return (
            // Index keys: the fields are controlled, so a removed row takes nothing of its state along.
            <li key={index} data-testid="receiving-window">
              <div
                role="group"
                aria-label={intl.formatMessage(messages.row, { number: index + 1 })}
                className={css.row}
              >
                <Select
                  className={css.weekday}
                  label={intl.formatMessage(messages.weekday)}
                  items={days}
                  value={String(window.weekday)}
                  onChange={(key) => key !== null && update(index, { weekday: Number(key) })}
                  onBlur={onBlur}
                  isDisabled={isDisabled}
                >
                  {(day) => <SelectItem id={day.id}>{day.name}</SelectItem>}
                </Select>
                <TimeField
                  className={css.time}
                  label={intl.formatMessage(messages.start)}
                  value={toTime(window.startTime)}
                  onChange={(time) => update(index, { startTime: fromTime(time) })}
                  onBlur={onBlur}
                  isDisabled={isDisabled}
                  isInvalid={Boolean(startError)}
                  errorMessage={startError}
                  validationBehavior="aria"
                />
                <TimeField
                  className={css.time}
                  label={intl.formatMessage(messages.end)}
                  value={toTime(window.endTime)}
                  onChange={(time) => update(index, { endTime: fromTime(time) })}
                  onBlur={onBlur}
                  isDisabled={isDisabled}
                  isInvalid={Boolean(endError)}
                  errorMessage={endError}
                  validationBehavior="aria"
                />
                <IconButton
                  className={css.remove}
                  aria-label={intl.formatMessage(messages.remove, {
                    weekday: weekdayName(intl, window.weekday),
                    start: formatTime(intl, window.startTime),
                    end: formatTime(intl, window.endTime),
                  })}
                  onPress={() => onChange(value.filter((_, i) => i !== index))}
                  isDisabled={isDisabled}
                >
                  <Trash />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className={css.add}
        onPress={() => onChange([...value, nextWindow(value)])}
        isDisabled={isDisabled || value.length >= MAX_RECEIVING_WINDOWS}
      >
        <Plus aria-hidden size="1em" />
        {intl.formatMessage(messages.add)}
      </Button>
    </fieldset>
  );
}
