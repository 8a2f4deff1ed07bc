/** Titles and outcome notes of the admin screens (messages centre, welcome, user info); texts live in the ui catalogues. */
import { defineMessages } from 'react-intl';

export const screenMessages = defineMessages({
  messagesTitle: { id: 'shell.screen.messages.title', defaultMessage: 'Messages' },
  welcomeTitle: { id: 'shell.screen.welcome.title', defaultMessage: 'Welcome' },
  userInfoTitle: { id: 'shell.screen.userInfo.title', defaultMessage: 'User info' },
  markedRead: { id: 'shell.screen.messages.markedRead', defaultMessage: 'Marked as read.' },
  deleted: { id: 'shell.screen.messages.deleted', defaultMessage: 'Deleted.' },
  collected: { id: 'shell.screen.messages.collected', defaultMessage: 'Collected.' },
});
