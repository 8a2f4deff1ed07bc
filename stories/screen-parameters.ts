/**
 * How a screen story shows on its docs page: in a frame of its own. Screens draw from the mock server and the session
 * (.storybook/mocks): drawn inline side by side on one docs page they shared them, so one story's state (signed out,
 * a hundred cart lines, English) showed in the others. Used as `docs: { story: SCREEN_DOCS_STORY }` inside the meta's
 * own `parameters` literal, which Storybook's docs plugin extends with the meta's comment (a shared object there
 * would be replaced by it).
 */
export const SCREEN_DOCS_STORY = { inline: false, height: '720px' } as const;
