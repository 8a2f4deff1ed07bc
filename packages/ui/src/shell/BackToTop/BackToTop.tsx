/**
 * BackToTop: appears once the page area is scrolled down, scrolls it back up (smoothly unless motion is reduced) and
 * moves the focus to the page's top, so the next Tab starts there rather than on a button that has just vanished.
 */
import { useEffect, useState, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import ArrowUp from 'lucide-react/icons/arrow-up';
import * as css from './BackToTop.css.js';
import { messages } from './BackToTop.messages.js';

export interface BackToTopProps {
  /** The scrolling element (the shell's content area); the window when absent. */
  target?: RefObject<HTMLElement | null>;
  /** Scrolled distance in px after which the button shows. */
  threshold?: number;
}

/** Focuses the top without scrolling: the area itself, or the document's body for the window (Tab then starts at the top). */
function focusTop(element: HTMLElement | null | undefined) {
  const top = element ?? document.body;
  if (!top.hasAttribute('tabindex')) {
    top.setAttribute('tabindex', '-1');
    top.addEventListener('blur', () => top.removeAttribute('tabindex'), { once: true });
  }
  top.focus({ preventScroll: true });
}

export function BackToTop({ target, threshold = 400 }: BackToTopProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // The element is read at each scroll, not once: the shell's content area is replaced when its page mounts, and a
    // listener on the first one never heard the page that replaced it.
    const read = () => {
      const element = target?.current;
      setVisible((element ? element.scrollTop : window.scrollY) > threshold);
    };
    // The first reading waits for the next frame: mounted with a freshly drawn (or hydrated) page, reading the scroll
    // position at once made the browser lay the page out inside that long task rather than in its own frame.
    const frame = requestAnimationFrame(read);
    // Scroll events do not bubble, but every one passes the document on its way down: one listener hears them all.
    document.addEventListener('scroll', read, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', read, { capture: true });
    };
  }, [target, threshold]);
  if (!visible) return null;
  return (
    <Button
      className={css.button}
      aria-label={intl.formatMessage(messages.label)}
      onPress={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        const element = target?.current;
        (element ?? window).scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        focusTop(element);
      }}
    >
      <ArrowUp aria-hidden="true" width="1.25em" height="1.25em" />
    </Button>
  );
}
