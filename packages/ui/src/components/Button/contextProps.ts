/** What a light trigger passes its button through LightButtonContext, merged as react-aria's useContextProps does. */
import type { Ref } from 'react';

type Loose = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** react-aria's mergeProps, as far as buttons need it: handlers chained, class names joined, the rest overridden. */
function merge(context: Loose, own: Loose): Loose {
  const out: Loose = { ...context };
  for (const [key, value] of Object.entries(own)) {
    const before = context[key];
    if (typeof before === 'function' && typeof value === 'function' && /^on[A-Z]/.test(key))
      out[key] = (...args: unknown[]) => {
        (before as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    else if (key === 'className' && typeof before === 'string' && typeof value === 'string') out[key] = `${before} ${value}`;
    else if (value !== undefined) out[key] = value;
  }
  const refs = [context.ref, own.ref] as (Ref<Element> | undefined)[];
  out.ref = (node: Element | null) => refs.forEach((ref) => setRef(ref, node));
  return out;
}

/** The element's own props over its context's (handlers chained, refs both set). */
export function mergeContextProps<P>(context: unknown, props: P): P {
  // Alone (the usual case) the props pass untouched: no new ref callback on every render.
  return context ? (merge(context as Loose, props as Loose) as P) : props;
}
