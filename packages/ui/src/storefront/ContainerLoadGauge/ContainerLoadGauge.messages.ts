/** Messages of ContainerLoadGauge: the three limits, which fills up first, the m³ still needed, the suggestion and the cap. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  volume: NoMessageValues;
  weight: NoMessageValues;
  stowage: NoMessageValues;
  fillsFirst: NoMessageValues;
  ofVolume: { value: string; limit: string };
  kilograms: { value: string };
  stowageValue: { percent: string };
  volumeStillNeeded: { type: string; volume: string };
  cartonsFirst: { type: string; percent: string };
  weightFirst: { type: string; percent: string };
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
  fillsFirst: { id: 'cart.gauge.fillsFirst', defaultMessage: 'fills up first' },
  ofVolume: { id: 'cart.gauge.ofVolume', defaultMessage: '{value} of {limit}' },
  kilograms: { id: 'cart.gauge.kilograms', defaultMessage: '{value} kg' },
  stowageValue: { id: 'cart.gauge.stowageValue', defaultMessage: '{percent} of the stated cartons' },
  volumeStillNeeded: { id: 'cart.gauge.volumeStillNeeded', defaultMessage: 'Still needed for a full {type}: {volume}' },
  cartonsFirst: {
    id: 'cart.gauge.cartonsFirst',
    defaultMessage: 'By cartons it is {percent} full: the stated cartons per {type} fill it before its m³ do.',
  },
  weightFirst: {
    id: 'cart.gauge.weightFirst',
    defaultMessage: 'By weight it is {percent} full: its payload limits the {type} before its m³ do.',
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
