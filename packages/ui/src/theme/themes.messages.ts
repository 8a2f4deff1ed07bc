/** The themes' names as the shell's theme chooser shows them. */
import { defineMessages } from 'react-intl';
import type { ThemeName } from './themes.js';

export const themeMessages = defineMessages({
  default: { id: 'theme.name.default', defaultMessage: 'Default' },
  white: { id: 'theme.name.white', defaultMessage: 'White' },
  star: { id: 'theme.name.star', defaultMessage: 'Starry sky' },
  vip: { id: 'theme.name.vip', defaultMessage: 'VIP' },
  bule: { id: 'theme.name.bule', defaultMessage: 'Blue smart factory' },
  iview: { id: 'theme.name.iview', defaultMessage: 'iView' },
  cool: { id: 'theme.name.cool', defaultMessage: 'Colourful' },
  d2: { id: 'theme.name.d2', defaultMessage: 'D2' },
  hey: { id: 'theme.name.hey', defaultMessage: 'Hey' },
  renren: { id: 'theme.name.renren', defaultMessage: 'Renren' },
}) satisfies Record<ThemeName, unknown>;
