/** The custom elements and the attributes they observe: shared by the loader and the runtime, nothing else here. */

/** Attributes every element reads; a change re-renders in place (language, theme, colour, shop address). */
export const WIDGET_ATTRIBUTES = ['lang', 'theme', 'color', 'api-base', 'sku'] as const;
export type WidgetAttribute = (typeof WIDGET_ATTRIBUTES)[number];

export const WIDGET_TAGS = ['kontor-product', 'kontor-catalogue', 'kontor-contact', 'kontor-quick-order'] as const;
export type WidgetTag = (typeof WIDGET_TAGS)[number];

/** What a loaded element module gives the loader: one mounted widget per element. */
export interface MountedWidget {
  /** Reads the attributes again and re-renders. */
  update(): void;
  unmount(): void;
}

export type WidgetModule = { mount(host: HTMLElement): Promise<MountedWidget> };
