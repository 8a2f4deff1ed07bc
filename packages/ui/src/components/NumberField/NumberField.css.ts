/** NumberField styles: a compact stepper whose number is centred between the minus and plus buttons. */
import { style } from '@vanilla-extract/css';

export const stepper = style({ display: 'inline-flex', width: 'fit-content' });

/** About eight digits wide: enough for container quantities without stretching the row. */
export const input = style({
  width: '8ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
