/**
 * Mounts a widget body into its element: an open shadow root with the kit's stylesheet adopted, a container marked
 * `part="frame"` for partner overrides, and a React root re-rendered whenever an attribute changes.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import type { MountedWidget } from '../elements.js';
import { readSettings, type WidgetSettings } from './settings.js';
import { kontorSheet } from './sheet.js';
import { WidgetFrame } from './WidgetFrame.js';

/** The shop that served this code: the loader sits in its root, this chunk in `widgets/`. (A variable, not a
 *  literal, so the bundler does not take `new URL(…, import.meta.url)` for an asset to copy.) */
const PARENT = '../';
const SHOP_BASE = new URL(PARENT, import.meta.url).href;

export interface WidgetBodyProps {
  settings: WidgetSettings;
}

export async function mountWidget(host: HTMLElement, Body: ComponentType<WidgetBodyProps>): Promise<MountedWidget> {
  // react-aria's focus handling (dialogs, menus) looks through shadow roots only with this flag.
  enableShadowDOM();
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  // Nothing shows before the styles are there (no unstyled flash on the partner's page).
  shadow.adoptedStyleSheets = [await kontorSheet()];
  const container = document.createElement('div');
  container.setAttribute('part', 'frame');
  shadow.replaceChildren(container);
  const root = createRoot(container);
  const render = () => {
    const settings = readSettings(host, SHOP_BASE);
    root.render(
      <WidgetFrame settings={settings} container={container}>
        <Body settings={settings} />
      </WidgetFrame>,
    );
  };
  render();
  return {
    update: render,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
