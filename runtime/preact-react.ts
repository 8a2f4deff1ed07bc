/** `react` and `react-dom` in the browser builds: preact/compat plus the React 19 APIs the kit's libraries use. */
// @ts-expect-error: an alias of the browser builds (vite.preact.ts), not a package
import * as compat from 'preact-compat-real';
// @ts-expect-error: as above
export * from 'preact-compat-real';
// @ts-expect-error: as above
import { options } from 'preact-real';
import type { ReactNode } from 'react';

const { createElement } = compat as typeof import('react');
const { createPortal: compatPortal } = compat as typeof import('react-dom');

/** What a portal container that is not a DOM node (react-aria's collection document) must offer Preact 11. */
interface FakeDocument {
  createElement(type: string): { remove?: () => void; parentNode?: { removeChild(node: unknown): void } | null };
  createElementNS?: (namespace: string, type: string) => unknown;
}

/**
 * react-aria builds every collection (menus, tabs, lists, tables) by portalling the items into a fake document
 * that implements what react-dom calls on it: `ownerDocument.createElement`, `insertBefore`, `removeChild`.
 * Preact 11 creates nodes with `ownerDocument.createElementNS` and detaches them with `node.remove()`, which that
 * document lacks ("createElementNS is not a function"): give it both, delegating to what it has.
 */
export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null) {
  const doc = (container as { ownerDocument?: FakeDocument }).ownerDocument;
  if (!(container instanceof Node) && doc && !doc.createElementNS) {
    Object.getPrototypeOf(doc).createElementNS = function createElementNS(this: FakeDocument, _ns: string, type: string) {
      const node = this.createElement(type);
      const proto = Object.getPrototypeOf(node);
      proto.remove ??= function remove(this: typeof node) {
        this.parentNode?.removeChild(this);
      };
      return node;
    };
  }
  return compatPortal(children, container, key);
}

/**
 * React 19's Activity keeps a hidden subtree mounted with its state; Preact has none, so the subtree stays
 * rendered and is hidden by style (its effects keep running, which the kept pages tolerate).
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/** React 19's API for libraries that read it; without concurrent rendering the optimistic value is the settled one. */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => {}];
}

/** What react-aria reads off a keyboard event it has copied with `{ ...event }` (React's synthetic event fields). */
const KEYBOARD_FIELDS = ['type', 'target', 'currentTarget', 'key', 'code', 'location', 'repeat', 'isComposing', 'altKey', 'ctrlKey', 'metaKey', 'shiftKey', 'keyCode', 'charCode', 'which'];

/**
 * react-aria's keyboard handlers (`useKeyboard`: Escape closing a dialog, Enter submitting a search field, arrow
 * keys in menus) copy the event with `{ ...event }` before reading `key` and `currentTarget`. React's synthetic
 * event holds those as own fields; a native event (what Preact hands over) has them as prototype getters, which a
 * spread drops, so the handlers saw no key and ignored it. Each handler call gets them as own fields, read afresh
 * (`currentTarget` changes as the event bubbles).
 */
const previousEventHook = (options as { event?: (event: Event) => Event }).event;
(options as { event?: (event: Event) => Event }).event = (event: Event) => {
  const hooked = previousEventHook ? previousEventHook(event) : event;
  if (hooked instanceof KeyboardEvent) {
    const fields = hooked as unknown as Record<string, unknown>;
    for (const name of KEYBOARD_FIELDS) {
      delete fields[name];
      Object.defineProperty(hooked, name, { value: fields[name], enumerable: true, configurable: true, writable: true });
    }
  }
  return hooked;
};

/**
 * When effects run. Preact runs `useEffect` after the next frame (requestAnimationFrame, then a task); React runs
 * them right after the commit of an update from a discrete event (a key press, a click). react-aria relies on that
 * order: a dialog closed with Escape lifts the page's `inert` (an effect's cleanup) before its focus scope's own
 * requestAnimationFrame gives focus back to the trigger; after the next frame, the trigger was still inert and focus
 * fell to the page. Effects run in a microtask after the commit instead (still after layout effects and the DOM).
 */
/**
 * Only after an event, though, as in React: a render that no event caused (the first mount, data arriving, a timer)
 * runs its effects in a task of their own, as React's scheduler does, so the render and its effects (query
 * subscriptions, fetches, react-aria's set-up) are two shorter main-thread tasks instead of one long one (issue 15:
 * total blocking time). "After an event": while Preact or a native listener is dispatching one (`window.event`), or
 * in the rest of the task an event handled by Preact started.
 */
let eventTask = false;
const previousEffectEventHook = (options as { event?: (event: Event) => Event }).event;
(options as { event?: (event: Event) => Event }).event = (event: Event) => {
  if (!eventTask) {
    eventTask = true;
    setTimeout(() => (eventTask = false));
  }
  return previousEffectEventHook ? previousEffectEventHook(event) : event;
};
const effectsTask = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
const waitingEffects: (() => void)[] = [];
if (effectsTask) {
  effectsTask.port1.onmessage = () => {
    for (const flush of waitingEffects.splice(0)) flush();
  };
}
(options as { requestAnimationFrame?: (flush: () => void) => void }).requestAnimationFrame = (flush) => {
  if (eventTask || globalThis.event || !effectsTask) return queueMicrotask(flush);
  if (waitingEffects.push(flush) === 1) effectsTask.port2.postMessage(null);
};

export default compat;
