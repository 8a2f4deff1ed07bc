/** Messages of TopBar. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  bar: NoMessageValues;
  collapse: NoMessageValues;
  expand: NoMessageValues;
  color: NoMessageValues;
  messages: { count: number };
  todos: { count: number };
  errorLog: { count: number };
  lock: NoMessageValues;
  fullscreen: NoMessageValues;
  exitFullscreen: NoMessageValues;
  more: NoMessageValues;
  moreNew: { count: number };
  userMenu: { name: string };
  home: NoMessageValues;
  info: NoMessageValues;
  settings: NoMessageValues;
  logout: NoMessageValues;
  logoutConfirm: NoMessageValues;
  topMenu: NoMessageValues;
}>({
  bar: { id: 'shell.topBar.label', defaultMessage: 'Top bar' },
  collapse: { id: 'shell.topBar.collapse', defaultMessage: 'Fold the menu' },
  expand: { id: 'shell.topBar.expand', defaultMessage: 'Unfold the menu' },
  color: { id: 'shell.topBar.color', defaultMessage: 'Theme colour' },
  messages: { id: 'shell.topBar.messages', defaultMessage: 'Messages, {count, plural, =0 {none unread} one {# unread} other {# unread}}' },
  todos: { id: 'shell.topBar.todos', defaultMessage: 'To-do, {count, plural, =0 {nothing open} one {# open} other {# open}}' },
  errorLog: { id: 'shell.topBar.errorLog', defaultMessage: 'Error log, {count, plural, =0 {empty} one {# entry} other {# entries}}' },
  lock: { id: 'shell.topBar.lock', defaultMessage: 'Lock the screen' },
  fullscreen: { id: 'shell.topBar.fullscreen', defaultMessage: 'Full screen' },
  exitFullscreen: { id: 'shell.topBar.exitFullscreen', defaultMessage: 'Leave full screen' },
  more: { id: 'shell.topBar.more', defaultMessage: 'More' },
  moreNew: { id: 'shell.topBar.moreNew', defaultMessage: 'More, {count, plural, one {# new} other {# new}}' },
  userMenu: { id: 'shell.topBar.userMenu', defaultMessage: 'Account of {name}' },
  home: { id: 'shell.topBar.home', defaultMessage: 'Home' },
  info: { id: 'shell.topBar.info', defaultMessage: 'User info' },
  settings: { id: 'shell.topBar.settings', defaultMessage: 'Layout settings' },
  logout: { id: 'shell.topBar.logout', defaultMessage: 'Log out' },
  logoutConfirm: { id: 'shell.topBar.logoutConfirm', defaultMessage: 'Log out of the shop?' },
  topMenu: { id: 'shell.topBar.topMenu', defaultMessage: 'Areas' },
});
