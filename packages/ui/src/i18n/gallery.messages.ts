/** Headings of the Storybook theme and language galleries (translated, so the language gallery reviews them too). */
import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const galleryMessages = defineMessages<{
  themesTitle: Plain; languagesTitle: Plain; themeCaption: { theme: string }; languageCaption: { language: string };
  shell: Plain; logo: Plain; header: Plain; menuItem: Plain; activeItem: Plain; tab: Plain; activeTab: Plain;
  primitives: Plain; numbers: Plain; catalogueTitle: Plain; messageId: Plain;
}>({
  themesTitle: { id: 'gallery.themes.title', defaultMessage: 'Every primitive in every theme' },
  languagesTitle: { id: 'gallery.languages.title', defaultMessage: 'Every primitive in every language' },
  themeCaption: { id: 'gallery.theme.caption', defaultMessage: 'Theme: {theme}' },
  languageCaption: { id: 'gallery.language.caption', defaultMessage: 'Language: {language}' },
  shell: { id: 'gallery.shell', defaultMessage: 'Shell colours' },
  logo: { id: 'gallery.shell.logo', defaultMessage: 'Kontor' },
  header: { id: 'gallery.shell.header', defaultMessage: 'Header' },
  menuItem: { id: 'gallery.shell.menuItem', defaultMessage: 'Menu item' },
  activeItem: { id: 'gallery.shell.activeItem', defaultMessage: 'Active item' },
  tab: { id: 'gallery.shell.tab', defaultMessage: 'Tab' },
  activeTab: { id: 'gallery.shell.activeTab', defaultMessage: 'Active tab' },
  primitives: { id: 'gallery.primitives', defaultMessage: 'Primitives' },
  numbers: { id: 'gallery.numbers', defaultMessage: 'Numbers and money' },
  catalogueTitle: { id: 'gallery.catalogue.title', defaultMessage: 'Every message of the catalogues' },
  messageId: { id: 'gallery.catalogue.messageId', defaultMessage: 'Message id' },
});
