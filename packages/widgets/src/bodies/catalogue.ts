/** The code `<kontor-catalogue>` loads on first connect. */
import { mountWidget } from '../runtime/mount.js';
import { CatalogueWidget } from './CatalogueWidget.js';

export const mount = (host: HTMLElement) => mountWidget(host, CatalogueWidget);
