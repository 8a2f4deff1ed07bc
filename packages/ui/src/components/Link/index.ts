export { Link, LINK_VARIANTS, type LinkProps, type LinkVariant } from './Link.js';
