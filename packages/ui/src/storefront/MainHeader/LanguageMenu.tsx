/** The header's language switch: DE, EN, CN, FR; the current language is disabled; choosing one never reloads. */
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import Globe from 'lucide-react/icons/globe';
import { useIntl } from 'react-intl';
import { LANGUAGE_SWITCH_LABELS, type Language } from '@kontor/api/rules';
import { LazyMenuTrigger } from '../../components/LazyTrigger/LazyMenuTrigger.js';
import { controlIcon, headerControl } from './headerControls.css.js';
import { messages } from './MainHeader.messages.js';

/** The menu and react-aria's menu code arrive with the first opening (or the pointer's or focus's arrival). */
const loadList = () => import('./LanguageMenuList.js');

/** The switch's order (spec section 2) and each language's own name, which reads the same in every language. */
export const SWITCH_ORDER: readonly Language[] = ['de', 'en', 'zh', 'fr'];
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  zh: '中文',
  fr: 'Français',
};
const LANG_TAGS: Record<Language, string> = { de: 'de', en: 'en', zh: 'zh-CN', fr: 'fr' };

/** Each option: 'DE · Deutsch', the switch's code and the language's own name (neither is translated). */
const OPTIONS = SWITCH_ORDER.map((id) => ({
  id,
  text: `${LANGUAGE_SWITCH_LABELS[id]} · ${LANGUAGE_ENDONYMS[id]}`,
  endonym: LANGUAGE_ENDONYMS[id],
  lang: LANG_TAGS[id],
}));

export interface LanguageMenuProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

export function LanguageMenu({ language, onLanguageChange }: LanguageMenuProps) {
  const intl = useIntl();
  return (
    <LazyMenuTrigger placement="bottom end" load={loadList}>
      {/* The name holds the visible code ("Language: EN"), so speech control users can say what they see. */}
      <Button className={headerControl}>
        <Globe className={controlIcon} aria-hidden />
        <VisuallyHidden>{intl.formatMessage(messages.language)}</VisuallyHidden>
        <span lang={LANG_TAGS[language]} title={LANGUAGE_ENDONYMS[language]}>
          {LANGUAGE_SWITCH_LABELS[language]}
        </span>
      </Button>
      {(LanguageMenuList) => <LanguageMenuList options={OPTIONS} language={language} onLanguageChange={onLanguageChange} />}
    </LazyMenuTrigger>
  );
}
