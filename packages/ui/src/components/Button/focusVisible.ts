/** Keyboard or pointer: the last way the user interacted, so only keyboard focus draws the focus ring (react-aria's rule, without react-aria). */

export type Modality = 'keyboard' | 'pointer' | 'virtual';

// Unknown until the first event: react-aria shows the ring then too (a page opened and tabbed into, a screen reader).
let modality: Modality | null = null;
const listeners = new Set<() => void>();
let installed = false;

function set(next: Modality) {
  if (next === modality) return;
  modality = next;
  for (const listener of listeners) listener();
}

/** Modifier keys alone and shortcuts (Cmd+C) do not mean keyboard navigation; Tab, arrows and letters do. */
function onKey(event: KeyboardEvent) {
  if (event.metaKey || (!/Mac/.test(navigator.platform) && event.altKey) || event.ctrlKey) return;
  if (event.key === 'Control' || event.key === 'Shift' || event.key === 'Meta') return;
  set('keyboard');
}

/** A click without a pointer before it (detail 0) came from a screen reader or a script: react-aria calls it virtual. */
function onClick(event: MouseEvent) {
  if (event.detail === 0 && !(event as PointerEvent).pointerType) set('virtual');
}

function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  // Capture phase, so a handler that stops propagation cannot hide the interaction.
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('keyup', onKey, true);
  document.addEventListener('pointerdown', () => set('pointer'), true);
  document.addEventListener('mousedown', () => set('pointer'), true);
  document.addEventListener('click', onClick, true);
}

/** Whether focus arriving now should show the ring. */
export function isFocusVisible(): boolean {
  install();
  return modality !== 'pointer';
}

/** Calls `listener` whenever the modality changes (a focused control shows its ring once a key is pressed). */
export function onModalityChange(listener: () => void): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
