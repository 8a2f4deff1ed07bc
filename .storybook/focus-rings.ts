// Checks that keyboard focus is visible everywhere in a story: Tab through every stop and compare the focused
// part's outline and shadows (itself and its children, where rings are often drawn) with its unfocused look.
import { userEvent } from 'storybook/test';

const MAX_STOPS = 400;

/** Outline, shadow and border colour of an element and its descendants: what a focus ring changes. */
function look(element: Element): string {
  return [element, ...element.querySelectorAll('*')]
    .map((part) => {
      const style = getComputedStyle(part);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow} | ${style.borderColor}`;
    })
    .join('\n');
}

function describe(element: Element): string {
  const cell = element.closest('[data-gallery-cell]')?.getAttribute('data-gallery-cell') ?? '?';
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `${cell}: <${element.tagName.toLowerCase()}> "${name}"`;
}

/** Every tab stop inside `root` whose look does not change when it has keyboard focus. */
export async function stopsWithoutFocusRing(root: HTMLElement): Promise<string[]> {
  (document.activeElement as HTMLElement | null)?.blur();
  const stops: { element: Element; holder: Element; focused: string }[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await userEvent.tab();
    const element = document.activeElement;
    if (!element || !root.contains(element) || stops.some((stop) => stop.element === element)) break;
    // react-aria marks the part that shows keyboard focus with data-focus-visible (a checkbox's label, a row…).
    const holder = element.closest('[data-focus-visible]') ?? element;
    stops.push({ element, holder, focused: look(holder) });
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return stops.filter((stop) => look(stop.holder) === stop.focused).map((stop) => describe(stop.element));
}
