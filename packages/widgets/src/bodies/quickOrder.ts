/** The code `<kontor-quick-order>` loads on first connect. */
import { mountWidget } from '../runtime/mount.js';
import { QuickOrderWidget } from './QuickOrderWidget.js';

export const mount = (host: HTMLElement) => mountWidget(host, QuickOrderWidget);
