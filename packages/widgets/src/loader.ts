/**
 * The partner's one script (`widgets.js`): defines the four Kontor elements. Nothing else loads until an element is
 * connected; then that element's code (React, the ui parts, the kit's CSS) loads once, beside this file.
 */
import { WIDGET_ATTRIBUTES, WIDGET_TAGS, type MountedWidget, type WidgetModule, type WidgetTag } from './elements.js';

const modules: Record<WidgetTag, () => Promise<WidgetModule>> = {
  'kontor-product': () => import('./bodies/product.js'),
  'kontor-catalogue': () => import('./bodies/catalogue.js'),
  'kontor-contact': () => import('./bodies/contact.js'),
  'kontor-quick-order': () => import('./bodies/quickOrder.js'),
};

function elementClass(tag: WidgetTag) {
  return class KontorElement extends HTMLElement {
    static observedAttributes = WIDGET_ATTRIBUTES;
    #widget: Promise<MountedWidget | undefined> | undefined;

    connectedCallback() {
      this.#widget ??= modules[tag]()
        .then((module) => module.mount(this))
        .catch((error: unknown) => {
          console.error(`[kontor] ${tag} could not load`, error);
          return undefined;
        });
    }

    disconnectedCallback() {
      const widget = this.#widget;
      // Moving an element disconnects and connects it at once: only an element that stays out is torn down.
      queueMicrotask(() => {
        if (this.isConnected || widget !== this.#widget) return;
        this.#widget = undefined;
        void widget?.then((mounted) => mounted?.unmount());
      });
    }

    attributeChangedCallback() {
      void this.#widget?.then((mounted) => mounted?.update());
    }
  };
}

for (const tag of WIDGET_TAGS) {
  if (!customElements.get(tag)) customElements.define(tag, elementClass(tag));
}
