/** Demo after-sales requests, questions, service posts and messages: every status, read and unread. */
import { AFTER_SALES_DIALOG_STATUSES, AFTER_SALES_STATUSES, READ_STATES, SERVICE_TYPES } from '@kontor/api/rules';

export interface ServiceOrderSeed {
  status: number;
  serviceType: number;
  applyQuantity: number;
  reason: string;
  damageDescription: string;
  daysAgo: number;
}

const DAMAGES = [
  ['Armrest cracked', 'The left armrest of two chairs arrived cracked at the weld seam.'],
  ['Cushion faded', 'The cushion covers faded after four weeks in the sun.'],
  ['Frame bent', 'One table frame was bent in transport; the carton was crushed at one corner.'],
  ['Parts missing', 'The fitting bag with screws and caps was missing from three cartons.'],
  ['Wrong colour', 'We ordered anthracite and received light grey for one pallet.'],
  ['Scratched top', 'The ceramic table top shows deep scratches across the surface.'],
  ['Canopy torn', 'The parasol canopy tore at a seam in light wind.'],
] as const;

/** One request per after-sales status; service types cycle so each appears. */
export const SERVICE_ORDER_SEED: ServiceOrderSeed[] = AFTER_SALES_STATUSES.map((status, index) => ({
  status: status.value,
  serviceType: SERVICE_TYPES[index % SERVICE_TYPES.length]!.value,
  applyQuantity: 1 + (index % 3),
  reason: DAMAGES[index % DAMAGES.length]![0],
  damageDescription: DAMAGES[index % DAMAGES.length]![1],
  daysAgo: 40 - index * 5,
}));

export const QUESTION_SEED = [
  { content: 'Can the cushions stay outside over the winter?', answer: 'We recommend storing the cushions dry over winter; the frame can stay outside.', closed: false },
  { content: 'Is the table top available in 200 cm?', answer: null, closed: false },
  { content: 'Do you offer protective covers for this set?', answer: 'Yes, a fitting cover is listed as a spare part.', closed: true },
] as const;

export const SERVICE_POST_SEED = AFTER_SALES_DIALOG_STATUSES.map((status, index) => ({
  serviceStatus: status.value,
  title: ['Replacement glide caps', 'Hinge for folding chair', 'Parasol crank handle'][index % 3]!,
  content: ['We need 40 glide caps for the stacking chairs.', 'The hinge of a folding chair broke.', 'The crank handle of the parasol is lost.'][index % 3]!,
  response: index === 0 ? null : 'The parts ship with your next container.',
  evaluation: index === 1 ? 5 : null,
}));

const [UNREAD, READ, REPLIED, COLLECTED, TODO] = READ_STATES.map((state) => state.value);

/** Messages to the customer from the shop: unread, read, replied, collected and turned to to-do. */
export const MESSAGE_SEED = [
  { title: 'Your container is on its way', content: 'Order {orderNo} has shipped; the B/L copy is in your personal centre.', readStatus: UNREAD!, daysAgo: 1 },
  { title: 'New spring catalogue 2026', content: 'The spring catalogue with 40 new items is ready to download.', readStatus: UNREAD!, daysAgo: 3 },
  { title: 'Payment reminder', content: 'Please settle the deposit for order {orderNo} so production can start.', readStatus: UNREAD!, daysAgo: 4 },
  { title: 'After-sales request answered', content: 'Our service team has replied to your after-sales request.', readStatus: READ!, daysAgo: 10 },
  { title: 'Price list update', content: 'Prices of the lounge range change on the first of next month.', readStatus: REPLIED!, daysAgo: 15 },
  { title: 'Container loading plan', content: 'Your loading plan for the next 40\'H is attached in the order.', readStatus: COLLECTED!, daysAgo: 20 },
  { title: 'Confirm the delivery window', content: 'Please confirm the receiving time window for next week.', readStatus: TODO!, daysAgo: 2 },
];
