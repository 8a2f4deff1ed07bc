/**
 * The kit's stylesheet for shadow roots: the build's one CSS file (`widgets/kontor.css`, beside this chunk), fetched
 * once per page, put in the kit's cascade layer and shared by every element as one constructable stylesheet.
 */
import { WIDGET_CSS_FILE } from './cssFile.js';

let sheet: Promise<CSSStyleSheet> | undefined;

export function kontorSheet(): Promise<CSSStyleSheet> {
  sheet ??= fetch(new URL(WIDGET_CSS_FILE, import.meta.url), { credentials: 'omit' })
    .then((response) => (response.ok ? response.text() : ''))
    .then((cssText) => {
      const kit = new CSSStyleSheet();
      // In the `kontor` layer, as the published stylesheet is: a partner's ::part() rules and ours win over it.
      // react-aria's one document rule (double-tap without delay) puts its style into the page's <head>, where it
      // cannot reach into shadow roots: the same rule here.
      kit.replaceSync(`@layer kontor {\n${cssText}\n[data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; }\n}`);
      return kit;
    });
  return sheet;
}
