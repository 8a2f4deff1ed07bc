export { ServicePostThread, type ServicePostThreadProps } from './ServicePostThread.js';
