export { Link, BaseLink, LINK_VARIANTS, type LinkProps, type BaseLinkProps, type LinkVariant } from './Link.js';
