export { LockScreen, type LockScreenProps } from './LockScreen.js';
