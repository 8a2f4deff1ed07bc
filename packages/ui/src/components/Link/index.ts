export { Link, LINK_VARIANTS, useRoutedLink, type LinkProps, type LinkVariant } from './Link.js';
