/** Messages of ContainerLoadGauge: the three limits, what binds, what is still needed, the suggestion and the cap. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  volume: NoMessageValues;
  weight: NoMessageValues;
  stowage: NoMessageValues;
  binds: NoMessageValues;
  ofVolume: { value: string; limit: string };
  kilograms: { value: string };
  stowageValue: { percent: string };
  stillNeeded: { type: string; volume: string; weight: string };
  full: { type: string };
  containers: { count: number };
  fitsOne: { type: string };
  needsMany: { count: number; type: string };
  hint: { volume: string };
}>({
  title: { id: 'cart.gauge.title', defaultMessage: 'Container load' },
  volume: { id: 'cart.gauge.volume', defaultMessage: 'Volume' },
  weight: { id: 'cart.gauge.weight', defaultMessage: 'Weight' },
  stowage: { id: 'cart.gauge.stowage', defaultMessage: 'Stowage' },
  binds: { id: 'cart.gauge.binds', defaultMessage: 'binds' },
  ofVolume: { id: 'cart.gauge.ofVolume', defaultMessage: '{value} of {limit}' },
  kilograms: { id: 'cart.gauge.kilograms', defaultMessage: '{value} kg' },
  stowageValue: { id: 'cart.gauge.stowageValue', defaultMessage: '{percent} of the stated cartons' },
  stillNeeded: {
    id: 'cart.gauge.stillNeeded',
    defaultMessage: 'Still needed for a full {type}: {volume} · {weight}',
  },
  full: { id: 'cart.gauge.full', defaultMessage: 'The {type} is full.' },
  containers: {
    id: 'cart.gauge.containers',
    defaultMessage: '{count, plural, one {# container} other {# containers}}',
  },
  fitsOne: { id: 'cart.gauge.fitsOne', defaultMessage: 'Fits in one {type} container.' },
  needsMany: { id: 'cart.gauge.needsMany', defaultMessage: 'Needs {count} × {type} containers.' },
  hint: { id: 'cart.gauge.hint', defaultMessage: 'A container can be {volume}.' },
});
