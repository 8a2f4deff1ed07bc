export { SettingsPanel, SETTINGS_SWITCHES, type SettingsPanelProps, type SettingsSwitch } from './SettingsPanel.js';
