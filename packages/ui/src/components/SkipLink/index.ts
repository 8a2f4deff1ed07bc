export { MAIN_CONTENT_ID, SkipLink, SkipTarget, type SkipLinkProps, type SkipTargetProps } from './SkipLink.js';
