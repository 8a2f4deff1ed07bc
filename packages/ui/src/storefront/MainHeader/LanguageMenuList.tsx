/** The language switch's menu (loaded with its first opening): DE, EN, CN, FR, the current one disabled. */
import { useIntl } from 'react-intl';
import type { Language } from '@kontor/api/rules';
import { Menu, MenuItem } from '../../components/Menu/Menu.js';
import { messages } from './MainHeader.messages.js';

/** One language of the switch, as the trigger's module describes it (so this module loads no rules of its own). */
export interface LanguageOption {
  id: Language;
  /** 'DE · Deutsch'. */
  text: string;
  /** The language's own name, for type-ahead. */
  endonym: string;
  /** The BCP 47 tag the option is written in. */
  lang: string;
}

export interface LanguageMenuListProps {
  options: readonly LanguageOption[];
  language: Language;
  onLanguageChange: (language: Language) => void;
}

export default function LanguageMenuList({ options, language, onLanguageChange }: LanguageMenuListProps) {
  const intl = useIntl();
  return (
    <Menu
      aria-label={intl.formatMessage(messages.language)}
      selectionMode="single"
      selectedKeys={[language]}
      disabledKeys={[language]}
      onAction={(key) => onLanguageChange(key as Language)}
    >
      {options.map((option) => (
        <MenuItem key={option.id} id={option.id} textValue={option.endonym} lang={option.lang}>
          {option.text}
        </MenuItem>
      ))}
    </Menu>
  );
}
