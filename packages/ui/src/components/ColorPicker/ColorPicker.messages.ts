/** Messages of ColorPicker: the popover's name, the hex field and the preset list. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dialog: { id: 'colorPicker.dialog', defaultMessage: 'Choose a colour' },
  hex: { id: 'colorPicker.hex', defaultMessage: 'Hex code' },
  presets: { id: 'colorPicker.presets', defaultMessage: 'Preset colours' },
});
