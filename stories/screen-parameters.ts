/**
 * What every screen story shares: the whole page, and on its docs page each story in a frame of its own. Screens
 * draw from the mock server and the session (.storybook/mocks): drawn inline side by side on one docs page they
 * shared them, so one story's state (signed out, a hundred cart lines, English) showed in the others.
 */
export const SCREEN_PARAMETERS = {
  layout: 'fullscreen',
  docs: { story: { inline: false, height: '720px' } },
} as const;
