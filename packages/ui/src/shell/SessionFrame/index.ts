export { SessionFrame, type SessionFrameProps } from './SessionFrame.js';
