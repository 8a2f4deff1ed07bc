export {
  WelcomePanel,
  WELCOME_SHORTCUTS,
  telHref,
  type WelcomePanelProps,
  type WelcomeShortcut,
  type WelcomeShortcutKind,
} from './WelcomePanel.js';
