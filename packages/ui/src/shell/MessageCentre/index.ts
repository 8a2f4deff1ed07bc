export { MessageCentre, type MessageCentreProps } from './MessageCentre.js';
export { MessageDetail, type MessageDetailProps } from './MessageDetail.js';
export { ReadState } from './ReadState.js';
