/** The code `<kontor-contact>` loads on first connect. */
import { mountWidget } from '../runtime/mount.js';
import { ContactWidget } from './ContactWidget.js';

export const mount = (host: HTMLElement) => mountWidget(host, ContactWidget);
