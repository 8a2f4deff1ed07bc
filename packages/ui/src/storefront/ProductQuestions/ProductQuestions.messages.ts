/** Messages of ProductQuestions: the list, the ask form, close and feedback. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  ask: NoMessageValues;
  askHelp: NoMessageValues;
  submit: NoMessageValues;
  empty: NoMessageValues;
  loading: NoMessageValues;
  error: NoMessageValues;
  asked: { name: string | number; date: string | number };
  answer: NoMessageValues;
  waiting: NoMessageValues;
  closed: NoMessageValues;
  close: NoMessageValues;
  helpfulQuestion: NoMessageValues;
  helpful: NoMessageValues;
  notHelpful: NoMessageValues;
  thanks: NoMessageValues;
  posted: NoMessageValues;
}>({
  title: { id: 'storefront.product.questions.title', defaultMessage: 'Questions and answers' },
  ask: { id: 'storefront.product.questions.ask', defaultMessage: 'Your question' },
  askHelp: { id: 'storefront.product.questions.askHelp', defaultMessage: 'Our sales team answers within two working days.' },
  submit: { id: 'storefront.product.questions.submit', defaultMessage: 'Ask' },
  empty: { id: 'storefront.product.questions.empty', defaultMessage: 'No questions yet. Be the first to ask.' },
  loading: { id: 'storefront.product.questions.loading', defaultMessage: 'Loading questions' },
  error: { id: 'storefront.product.questions.error', defaultMessage: 'The questions could not be loaded.' },
  asked: { id: 'storefront.product.questions.asked', defaultMessage: 'Asked by {name} on {date}' },
  answer: { id: 'storefront.product.questions.answer', defaultMessage: 'Answer' },
  waiting: { id: 'storefront.product.questions.waiting', defaultMessage: 'Awaiting an answer' },
  closed: { id: 'storefront.product.questions.closed', defaultMessage: 'Closed' },
  close: { id: 'storefront.product.questions.close', defaultMessage: 'Close question' },
  helpfulQuestion: { id: 'storefront.product.questions.helpfulQuestion', defaultMessage: 'Was this answer helpful?' },
  helpful: { id: 'storefront.product.questions.helpful', defaultMessage: 'Yes' },
  notHelpful: { id: 'storefront.product.questions.notHelpful', defaultMessage: 'No' },
  thanks: { id: 'storefront.product.questions.thanks', defaultMessage: 'Thank you for your feedback.' },
  posted: { id: 'storefront.product.questions.posted', defaultMessage: 'Your question was sent.' },
});
