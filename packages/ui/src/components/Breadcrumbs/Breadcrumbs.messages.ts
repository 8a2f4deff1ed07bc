/** Messages of Breadcrumbs: the name of the trail's navigation landmark and of its list. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'breadcrumbs.label', defaultMessage: 'You are here' },
  // react-aria names the list itself, in English words in German ("Breadcrumbs"): named from the catalogue instead.
  trail: { id: 'breadcrumbs.trail', defaultMessage: 'Breadcrumbs' },
});
