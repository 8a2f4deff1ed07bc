/** Messages of Sidebar. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  nav: { id: 'shell.sidebar.nav', defaultMessage: 'Main menu' },
  empty: { id: 'shell.sidebar.empty', defaultMessage: 'No menu yet. Ask your administrator to assign menu entries to your account.' },
  loading: { id: 'shell.sidebar.loading', defaultMessage: 'Loading the menu…' },
  loadFailed: { id: 'shell.sidebar.loadFailed', defaultMessage: 'The menu could not be loaded.' },
});
