/** DatePicker: the ETA field; type the date by segments or pick it in a calendar popover, never before `minValue`. */
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components/Calendar';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Group,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useIntl } from 'react-intl';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import { Popover } from '../Popover/Popover.js';
import * as css from './DatePicker.css.js';
import { messages } from './DatePicker.messages.js';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>, FieldTextProps {}

export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  const intl = useIntl();
  return (
    <AriaDatePicker
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <FieldFrame label={label} description={description} errorMessage={errorMessage}>
            <Group
              className={cx(fieldCss.group, css.group)}
              isDisabled={isDisabled}
              isInvalid={isInvalid}
            >
              <DateInput className={css.dateInput}>
                {(segment) => <DateSegment segment={segment} className={css.segment} />}
              </DateInput>
              <Button
                className={fieldCss.groupButton}
                aria-label={intl.formatMessage(messages.openCalendar)}
              >
                <CalendarDays className={fieldCss.icon} aria-hidden />
              </Button>
            </Group>
          </FieldFrame>
          <Popover placement="bottom end">
            <Dialog className={css.dialog}>
              <Calendar className={css.calendar}>
                <header className={css.header}>
                  <Button
                    slot="previous"
                    className={fieldCss.groupButton}
                    aria-label={intl.formatMessage(messages.previousMonth)}
                  >
                    <ChevronLeft className={fieldCss.icon} aria-hidden />
                  </Button>
                  <Heading className={css.heading} />
                  <Button
                    slot="next"
                    className={fieldCss.groupButton}
                    aria-label={intl.formatMessage(messages.nextMonth)}
                  >
                    <ChevronRight className={fieldCss.icon} aria-hidden />
                  </Button>
                </header>
                <CalendarGrid className={css.grid}>
                  {(date) => <CalendarCell date={date} className={css.cell} />}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </>
      )}
    </AriaDatePicker>
  );
}
