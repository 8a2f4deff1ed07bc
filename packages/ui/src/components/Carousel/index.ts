export { Carousel, type CarouselProps, type SpaceToken } from './Carousel.js';
