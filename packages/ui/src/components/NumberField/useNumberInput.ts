/** The quantity stepper's value: whole numbers in the user's locale, clamped to min/max and snapped to the step (react-stately's rules). */
import { useMemo, useState } from 'react';

export interface NumberInputOptions {
  locale: string;
  value?: number | undefined;
  defaultValue?: number | undefined;
  onChange?: ((value: number) => void) | undefined;
  minValue?: number | undefined;
  maxValue?: number | undefined;
  step: number;
  isDisabled?: boolean | undefined;
  isReadOnly?: boolean | undefined;
}

/** react-stately's snapValueToStep: the nearest step counted from min, kept within min and max. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  const remainder = (value - (Number.isNaN(min) ? 0 : min)) % step;
  let snapped = Math.abs(remainder) * 2 >= step ? value + Math.sign(remainder) * (step - Math.abs(remainder)) : value - remainder;
  if (!Number.isNaN(min)) {
    if (snapped < min) snapped = min;
    else if (!Number.isNaN(max) && snapped > max) snapped = min + Math.floor((max - min) / step) * step;
  } else if (!Number.isNaN(max) && snapped > max) snapped = Math.floor(max / step) * step;
  return snapped;
}

interface LocaleNumbers {
  formatter: Intl.NumberFormat;
  /** The locale's grouping and decimal signs, so "1.234" reads as 1234 in German and "1 234" as 1234 in French. */
  group: string;
  decimal: string;
}

/** One set per locale for every stepper on the page: a cart draws a stepper per line, and each set costs a formatter. */
const localeNumbers = new Map<string, LocaleNumbers>();

function numbersOf(locale: string): LocaleNumbers {
  let numbers = localeNumbers.get(locale);
  if (!numbers) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
    numbers = {
      formatter: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }),
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    localeNumbers.set(locale, numbers);
  }
  return numbers;
}

export function useNumberInput(options: NumberInputOptions) {
  const { locale, step, isDisabled = false, isReadOnly = false } = options;
  const min = options.minValue ?? Number.NaN;
  const max = options.maxValue ?? Number.NaN;
  const { format, parse, isPartial } = useMemo(() => {
    const { formatter, group, decimal } = numbersOf(locale);
    // Grouping signs (and the spaces French and Swiss German group with) carry no value.
    const strip = (text: string) => text.split(group).join('').replace(/[\s\u00a0\u202f']/g, '');
    return {
      format: (value: number) => (Number.isNaN(value) ? '' : formatter.format(value)),
      parse: (text: string): number => {
        const plain = strip(text).split(decimal).join('.').replace('\u2212', '-');
        return plain === '' || !/^-?\d*\.?\d*$/.test(plain) || plain === '-' ? Number.NaN : Number(plain);
      },
      // Typing keeps only what can still become a whole number: digits, grouping, a minus where negatives are allowed.
      isPartial: (text: string) => (Number.isNaN(min) || min < 0 ? /^-?\d*$/ : /^\d*$/).test(strip(text).replace('\u2212', '-')),
    };
  }, [locale, min]);

  const controlled = options.value !== undefined;
  const [own, setOwn] = useState(options.defaultValue ?? Number.NaN);
  const value = controlled ? (options.value as number) : own;
  // The text being typed; null while the field shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const inputValue = draft ?? format(value);

  const setValue = (next: number) => {
    setDraft(null);
    if (Object.is(next, value) || (Number.isNaN(next) && Number.isNaN(value))) return;
    if (!controlled) setOwn(next);
    options.onChange?.(next);
  };
  const clampStep = (next: number) => snapToStep(next, min, max, step);
  const parsed = parse(inputValue);

  /** react-stately's safeNextStep: from an empty field to min (up) or max (down), else one step, never backwards. */
  const stepBy = (direction: 1 | -1) => {
    if (Number.isNaN(parsed)) {
      const start = direction === 1 ? min : max;
      return setValue(clampStep(Number.isNaN(start) ? 0 : start));
    }
    let next = clampStep(parsed + direction * step);
    if ((direction === 1 && next < parsed) || (direction === -1 && next > parsed)) next = clampStep(parsed + direction * step);
    setValue(next);
  };

  const canStep = !isDisabled && !isReadOnly;
  return {
    inputValue,
    value,
    /** Keeps typed text that can still become a number; other keystrokes are dropped (react-aria does the same). */
    type(text: string): boolean {
      if (!isPartial(text)) return false;
      setDraft(text);
      return true;
    },
    /** On blur and Enter: the typed number, clamped and snapped; an emptied field commits NaN. */
    commit() {
      if (draft === null) return;
      setValue(Number.isNaN(parsed) ? Number.NaN : clampStep(Math.round(parsed)));
    },
    increment: () => canStep && stepBy(1),
    decrement: () => canStep && stepBy(-1),
    toMin: () => canStep && !Number.isNaN(min) && setValue(clampStep(min)),
    toMax: () => canStep && !Number.isNaN(max) && setValue(clampStep(max)),
    canIncrement: canStep && (Number.isNaN(parsed) || Number.isNaN(max) || clampStep(parsed) > parsed || parsed + step <= max),
    canDecrement: canStep && (Number.isNaN(parsed) || Number.isNaN(min) || clampStep(parsed) < parsed || parsed - step >= min),
  };
}
