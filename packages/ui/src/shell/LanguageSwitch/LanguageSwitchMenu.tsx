/** The language switch's menu, loaded with its first opening: the four languages, the current one disabled. */
import { useIntl } from 'react-intl';
import { LANGUAGE_SWITCH_LABELS, type Language } from '@kontor/api/rules';
import { Menu, MenuItem } from '../../components/Menu/Menu.js';
import { LOCALE_TAGS } from '../../i18n/tags.js';
import * as css from './LanguageSwitch.css.js';
import { NATIVE_NAMES, SWITCH_ORDER } from '../../i18n/languages.js';
import { messages } from './LanguageSwitch.messages.js';

export interface LanguageSwitchMenuProps {
  value: Language;
  onChange: (language: Language) => void;
}

export default function LanguageSwitchMenu({ value, onChange }: LanguageSwitchMenuProps) {
  const intl = useIntl();
  return (
    <Menu aria-label={intl.formatMessage(messages.label)} disabledKeys={[value]} onAction={(key) => onChange(key as Language)}>
      {SWITCH_ORDER.map((language) => (
        <MenuItem key={language} id={language} textValue={NATIVE_NAMES[language]} lang={LOCALE_TAGS[language]}>
          <span className={css.code} aria-hidden="true">
            {LANGUAGE_SWITCH_LABELS[language]}
          </span>
          <span className={css.native}>{NATIVE_NAMES[language]}</span>
        </MenuItem>
      ))}
    </Menu>
  );
}
