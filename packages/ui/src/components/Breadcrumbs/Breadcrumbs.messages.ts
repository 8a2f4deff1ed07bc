/** Messages of Breadcrumbs: the name of the trail's navigation landmark. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'breadcrumbs.label', defaultMessage: 'You are here' },
});
