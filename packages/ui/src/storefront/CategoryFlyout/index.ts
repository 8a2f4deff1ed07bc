export { CategoryFlyout, type CategoryFlyoutProps } from './CategoryFlyout.js';
export { FLYOUT_LEVELS, MORE_LABEL, categoryHref, isMoreNode, isShown, shownChildren } from './categoryTree.js';
