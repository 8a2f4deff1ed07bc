/** Carousel: slides in a row (embla-carousel), N per view with a token gap, translated previous/next buttons and arrow keys. */
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLocale } from 'react-aria-components/I18nProvider';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.js';
import { vars } from '../../theme/contract.css.js';
import { container, gapSize, icon, perView, root, slide, step, viewport } from './Carousel.css.js';
import { messages } from './Carousel.messages.js';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

export type SpaceToken = keyof typeof vars.space;

export interface CarouselProps {
  /** Names the carousel, e.g. 'Data classes'. */
  'aria-label': string;
  /** Each child is one slide. */
  children: ReactNode;
  slidesPerView?: number;
  /** The space between slides, as a space token (the catalogue dialog uses `xxl`). */
  gap?: SpaceToken;
  loop?: boolean;
  className?: string;
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function Carousel({
  children,
  slidesPerView = 1,
  gap = 'md',
  loop = false,
  className,
  ...rest
}: CarouselProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    // A slide counts as shown once half of it is: the next slide merely touches the edge.
    inViewThreshold: 0.5,
    loop,
    direction,
  });
  const [edges, setEdges] = useState({ prev: false, next: false });
  const [inView, setInView] = useState<number[]>([]);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
      setInView(embla.slidesInView());
    };
    update();
    embla.on('select', update).on('reInit', update).on('slidesInView', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('slidesInView', update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target)) return;
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back) previous();
    else if (event.key === forward) next();
    else return;
    event.preventDefault();
  };

  const slides = Children.toArray(children);
  return (
    // Arrow keys pressed on anything inside (a slide's button, the step buttons) move the slides.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={rest['aria-label']}
      className={[root, className].filter(Boolean).join(' ')}
      style={assignInlineVars({
        [perView]: String(Math.max(1, slidesPerView)),
        [gapSize]: vars.space[gap],
      })}
      onKeyDown={onKeyDown}
    >
      <Button
        variant="quiet"
        className={step}
        aria-label={intl.formatMessage(messages.previous)}
        isDisabled={!edges.prev}
        onPress={previous}
      >
        <ChevronLeft className={icon} aria-hidden />
      </Button>
      <div className={viewport} ref={viewportRef}>
        <div className={container}>
          {slides.map((content, index) => (
            <div
              key={isValidElement(content) && content.key !== null ? content.key : index}
              role="group"
              aria-roledescription={intl.formatMessage(messages.slide)}
              aria-label={intl.formatMessage(messages.slideLabel, {
                index: index + 1,
                count: slides.length,
              })}
              className={slide}
              data-in-view={inView.includes(index) || undefined}
            >
              {content}
            </div>
          ))}
        </div>
      </div>
      <Button
        variant="quiet"
        className={step}
        aria-label={intl.formatMessage(messages.next)}
        isDisabled={!edges.next}
        onPress={next}
      >
        <ChevronRight className={icon} aria-hidden />
      </Button>
    </section>
  );
}
