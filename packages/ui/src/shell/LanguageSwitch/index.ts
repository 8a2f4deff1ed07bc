export { LanguageSwitch, NATIVE_NAMES, SWITCH_ORDER, type LanguageSwitchProps } from './LanguageSwitch.js';
