export { AdminFrame, AdminContent, EmbeddedPage, MAIN_CONTENT_ID, type AdminFrameProps, type Collapsed, type EmbeddedPageProps } from './AdminFrame.js';
export { shellSize, media } from './sizes.js';
