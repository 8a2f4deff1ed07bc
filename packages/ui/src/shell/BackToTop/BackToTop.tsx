/** BackToTop: appears once the page area is scrolled down and scrolls it back up (smoothly unless motion is reduced). */
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

export function BackToTop({ target, threshold = 400 }: BackToTopProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = target?.current;
    const source: HTMLElement | Window = element ?? window;
    const read = () => setVisible((element ? element.scrollTop : window.scrollY) > threshold);
    read();
    source.addEventListener('scroll', read, { passive: true });
    return () => source.removeEventListener('scroll', read);
  }, [target, threshold]);
  if (!visible) return null;
  return (
    <Button
      className={css.button}
      aria-label={intl.formatMessage(messages.label)}
      onPress={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        (target?.current ?? window).scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUp aria-hidden="true" width="1.25em" height="1.25em" />
    </Button>
  );
}
