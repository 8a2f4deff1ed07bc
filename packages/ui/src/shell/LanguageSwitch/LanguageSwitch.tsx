/** LanguageSwitch: DE, EN, CN, FR with the current one disabled (spec section 2); as a menu or an inline row. Used by the shell and the shop headers. */
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import Languages from 'lucide-react/icons/languages';
import { LANGUAGE_SWITCH_LABELS, type Language } from '@kontor/api/rules';
import { LazyMenuTrigger } from '../../components/LazyTrigger/LazyMenuTrigger.js';
import { cx } from '../../styles/cx.js';
import { useHydrated } from '../../components/Form/useHydrated.js';
import { LOCALE_TAGS } from '../../i18n/tags.js';
import * as css from './LanguageSwitch.css.js';
import { NATIVE_NAMES, SWITCH_ORDER } from '../../i18n/languages.js';
import { messages } from './LanguageSwitch.messages.js';

export { NATIVE_NAMES, SWITCH_ORDER };

/** The menu and react-aria's menu code arrive with the first opening (or the pointer's or focus's arrival). */
const loadMenu = () => import('./LanguageSwitchMenu.js');

export interface LanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
  /** `menu` (default): a button opening the four; `inline`: the four codes side by side (narrow headers). */
  variant?: 'menu' | 'inline';
  className?: string;
  /** Class of the menu trigger (a header's own button look). */
  triggerClassName?: string;
}

export function LanguageSwitch({ value, onChange, variant = 'menu', className, triggerClassName }: LanguageSwitchProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.label);
  // Drawn by a server (the sign-in page), the switch answers once the page runs: a press before would be lost.
  const ready = useHydrated();
  if (variant === 'inline') {
    return (
      <div role="group" aria-label={label} className={cx(css.row, className)}>
        {SWITCH_ORDER.map((language) => (
          <Button
            key={language}
            className={css.inlineButton}
            isDisabled={language === value || !ready}
            aria-current={language === value ? 'true' : undefined}
            lang={LOCALE_TAGS[language]}
            onPress={() => onChange(language)}
          >
            {/* Named by the language's own name; the code is what the eye reads. */}
            <span aria-hidden="true">{LANGUAGE_SWITCH_LABELS[language]}</span>
            <VisuallyHidden>{NATIVE_NAMES[language]}</VisuallyHidden>
          </Button>
        ))}
      </div>
    );
  }
  return (
    <div className={className}>
      <LazyMenuTrigger placement="bottom end" load={loadMenu} isDisabled={!ready}>
        <Button className={cx(css.trigger, triggerClassName)}>
          <Languages aria-hidden="true" width="1em" height="1em" />
          <span className={css.code} aria-hidden="true">
            {LANGUAGE_SWITCH_LABELS[value]}
          </span>
          <VisuallyHidden>{intl.formatMessage(messages.current, { language: NATIVE_NAMES[value] })}</VisuallyHidden>
        </Button>
        {(LanguageSwitchMenu) => <LanguageSwitchMenu value={value} onChange={onChange} />}
      </LazyMenuTrigger>
    </div>
  );
}
