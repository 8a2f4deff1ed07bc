/** The header's language switch: DE, EN, CN, FR; the current language is disabled; choosing one never reloads. */
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import Globe from 'lucide-react/icons/globe';
import { useIntl } from 'react-intl';
import { LANGUAGE_SWITCH_LABELS, type Language } from '@kontor/api/rules';
import { LazyMenuTrigger } from '../../components/LazyTrigger/LazyMenuTrigger.js';
import { NATIVE_NAMES, SWITCH_ORDER } from '../../i18n/languages.js';
import { controlIcon, headerControl } from './headerControls.css.js';
import { messages } from './MainHeader.messages.js';

/** The menu and react-aria's menu code arrive with the first opening (or the pointer's or focus's arrival). */
const loadList = () => import('./LanguageMenuList.js');

/** The switch's order (spec section 2) and each language's own name, which reads the same in every language. */
export { SWITCH_ORDER, NATIVE_NAMES as LANGUAGE_ENDONYMS };
const LANG_TAGS: Record<Language, string> = { de: 'de', en: 'en', zh: 'zh-CN', fr: 'fr' };

/** Each option: 'DE · Deutsch', the switch's code and the language's own name (neither is translated). */
const OPTIONS = SWITCH_ORDER.map((id) => ({
  id,
  text: `${LANGUAGE_SWITCH_LABELS[id]} · ${NATIVE_NAMES[id]}`,
  endonym: NATIVE_NAMES[id],
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
        <span lang={LANG_TAGS[language]} title={NATIVE_NAMES[language]}>
          {LANGUAGE_SWITCH_LABELS[language]}
        </span>
      </Button>
      {(LanguageMenuList) => <LanguageMenuList options={OPTIONS} language={language} onLanguageChange={onLanguageChange} />}
    </LazyMenuTrigger>
  );
}
