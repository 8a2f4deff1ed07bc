/** Messages of ColorPicker: the popover's name, the hex field, the preset list and a preset's name. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  dialog: NoMessageValues;
  hex: NoMessageValues;
  presets: NoMessageValues;
  preset: { name: string; hex: string };
}>({
  dialog: { id: 'colorPicker.dialog', defaultMessage: 'Choose a colour' },
  hex: { id: 'colorPicker.hex', defaultMessage: 'Hex code' },
  presets: { id: 'colorPicker.presets', defaultMessage: 'Preset colours' },
  preset: { id: 'colorPicker.preset', defaultMessage: '{name}, {hex}' },
});
