export { ThemeChooser, type ThemeChooserProps } from './ThemeChooser.js';
