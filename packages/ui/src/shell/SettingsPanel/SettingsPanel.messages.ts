/** Messages of SettingsPanel: its title and the nine switches of spec section 2. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'shell.settings.title', defaultMessage: 'Layout settings' },
  hint: { id: 'shell.settings.hint', defaultMessage: 'Each switch shows or hides its part of the shell at once and is remembered on this device.' },
  showTag: { id: 'shell.settings.showTag', defaultMessage: 'Page tabs' },
  showDebug: { id: 'shell.settings.showDebug', defaultMessage: 'Error log' },
  showTheme: { id: 'shell.settings.showTheme', defaultMessage: 'Theme chooser' },
  showColor: { id: 'shell.settings.showColor', defaultMessage: 'Theme colour' },
  showFullScren: { id: 'shell.settings.showFullScren', defaultMessage: 'Full screen' },
  showLock: { id: 'shell.settings.showLock', defaultMessage: 'Lock screen' },
  showSearch: { id: 'shell.settings.showSearch', defaultMessage: 'Menu search' },
  showCollapse: { id: 'shell.settings.showCollapse', defaultMessage: 'Menu folding' },
  showMenu: { id: 'shell.settings.showMenu', defaultMessage: 'Top menu' },
});
