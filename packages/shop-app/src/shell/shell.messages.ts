/** Messages of the admin shell's bindings and screens (catalogued in the ui's shell-chrome area files). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const shellMessages = defineMessages<{
  brand: NoMessageValues;
  brandShort: NoMessageValues;
  iframeTitle: NoMessageValues;
  iframeRefused: NoMessageValues;
  iframeNotInMenu: NoMessageValues;
  iframeMissing: NoMessageValues;
  iframeOpen: NoMessageValues;
  menuPageTitle: NoMessageValues;
  menuPageText: NoMessageValues;
  groupText: NoMessageValues;
}>({
  brand: { id: 'shell.brand', defaultMessage: 'Kontor wholesale' },
  brandShort: { id: 'shell.brandShort', defaultMessage: 'K' },
  iframeTitle: { id: 'shell.iframe.title', defaultMessage: 'Embedded page' },
  iframeRefused: {
    id: 'shell.iframe.refused',
    defaultMessage: 'This address cannot be opened here: only http and https pages can be embedded.',
  },
  iframeNotInMenu: {
    id: 'shell.iframe.notInMenu',
    defaultMessage: 'This page is not in your menu, so it is not opened here.',
  },
  iframeMissing: { id: 'shell.iframe.missing', defaultMessage: 'No page address was given.' },
  iframeOpen: { id: 'shell.iframe.open', defaultMessage: 'Open in a new window' },
  menuPageTitle: { id: 'shell.menuPage.title', defaultMessage: 'Administration' },
  menuPageText: {
    id: 'shell.menuPage.text',
    defaultMessage: 'This administration page is managed in the back office.',
  },
  groupText: { id: 'shell.menuPage.group', defaultMessage: 'Choose a page of this area:' },
});
