/** The code `<kontor-product>` loads on first connect. */
import { mountWidget } from '../runtime/mount.js';
import { ProductWidget } from './ProductWidget.js';

export const mount = (host: HTMLElement) => mountWidget(host, ProductWidget);
