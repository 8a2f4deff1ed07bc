/** Messages of Carousel: its role description, slide names and the step buttons. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slideLabel: { index: number; count: number };
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  carousel: { id: 'carousel.roleDescription', defaultMessage: 'carousel' },
  slide: { id: 'carousel.slide.roleDescription', defaultMessage: 'slide' },
  slideLabel: { id: 'carousel.slide.label', defaultMessage: '{index} of {count}' },
  previous: { id: 'carousel.previous', defaultMessage: 'Previous slides' },
  next: { id: 'carousel.next', defaultMessage: 'Next slides' },
});
