/**
 * The display-settings defaults the themes build on: theme-hey and #409EFF. They mirror DEFAULT_THEME_NAME and
 * DEFAULT_THEME_COLOR of @kontor/api/rules, whose home they are; theme files are evaluated by vanilla-extract's
 * own compiler, which does not resolve workspace sources, so they import nothing from other packages.
 * test/theme.test.ts fails if the two ever disagree.
 */
export const DEFAULT_THEME = 'hey' as const;
export const DEFAULT_PRIMARY_COLOR = '#409EFF';
