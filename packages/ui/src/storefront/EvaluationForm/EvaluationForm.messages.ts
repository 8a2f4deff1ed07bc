/** Messages of the evaluation form: the rating's question, each star's name, the rule and the thanks. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  rating: NoMessageValues;
  help: NoMessageValues;
  stars: { count: number };
  chosen: { rating: number; max: number };
  required: NoMessageValues;
  submit: NoMessageValues;
  failed: NoMessageValues;
}>({
  rating: { id: 'parts.evaluation.rating', defaultMessage: 'How satisfied are you with the service?' },
  help: { id: 'parts.evaluation.help', defaultMessage: 'Choose 1 to 5 stars; the arrow keys move between them.' },
  stars: { id: 'parts.evaluation.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  chosen: { id: 'parts.evaluation.chosen', defaultMessage: '{rating} of {max} stars' },
  required: { id: 'parts.evaluation.required', defaultMessage: 'Please choose a rating from 1 to 5 stars.' },
  submit: { id: 'parts.evaluation.submit', defaultMessage: 'Send rating' },
  failed: { id: 'parts.evaluation.failed', defaultMessage: 'The rating could not be sent. Please try again.' },
});
