/** SettingsPanel: the layout settings (tag, log, theme, theme colour, full screen, lock, search, collapse, top menu), each applied at once. */
import { useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog/Dialog.js';
import { Switch } from '../../components/Switch/Switch.js';
import * as css from './SettingsPanel.css.js';
import { messages } from './SettingsPanel.messages.js';

/** The switches in the spec's order, by the names the backend's UI stored them under. */
export const SETTINGS_SWITCHES = [
  'showTag',
  'showDebug',
  'showTheme',
  'showColor',
  'showFullScren',
  'showLock',
  'showSearch',
  'showCollapse',
  'showMenu',
] as const;
export type SettingsSwitch = (typeof SETTINGS_SWITCHES)[number];

export interface SettingsPanelProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  values: Readonly<Record<SettingsSwitch, boolean>>;
  onChange: (name: SettingsSwitch, on: boolean) => void;
}

export function SettingsPanel({ isOpen, onOpenChange, values, onChange }: SettingsPanelProps) {
  const intl = useIntl();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={intl.formatMessage(messages.title)} size="sm">
      <p className={css.hint}>{intl.formatMessage(messages.hint)}</p>
      <div className={css.list}>
        {SETTINGS_SWITCHES.map((name) => (
          <Switch key={name} isSelected={values[name]} onChange={(on) => onChange(name, on)}>
            {intl.formatMessage(messages[name])}
          </Switch>
        ))}
      </div>
    </Dialog>
  );
}
