/** LanguageSwitch: DE, EN, CN, FR with the current one disabled (spec section 2); as a menu or an inline row. Used by the shell and the shop headers. */
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import Languages from 'lucide-react/icons/languages';
import { LANGUAGE_SWITCH_LABELS, type Language } from '@kontor/api/rules';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.js';
import { cx } from '../../styles/cx.js';
import { useHydrated } from '../../components/Form/useHydrated.js';
import { LOCALE_TAGS } from '../../i18n/tags.js';
import * as css from './LanguageSwitch.css.js';
import { messages } from './LanguageSwitch.messages.js';

/** The switch's order (spec: DE, EN, CN, FR). */
export const SWITCH_ORDER: readonly Language[] = ['de', 'en', 'zh', 'fr'];

/** Each language named in itself, so a reader finds their own whatever the shop's language is. */
export const NATIVE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', zh: '中文', fr: 'Français' };

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
      <MenuTrigger placement="bottom end">
        <Button className={cx(css.trigger, triggerClassName)} isDisabled={!ready}>
          <Languages aria-hidden="true" width="1em" height="1em" />
          <span className={css.code} aria-hidden="true">
            {LANGUAGE_SWITCH_LABELS[value]}
          </span>
          <VisuallyHidden>{intl.formatMessage(messages.current, { language: NATIVE_NAMES[value] })}</VisuallyHidden>
        </Button>
        <Menu
          aria-label={label}
          disabledKeys={[value]}
          onAction={(key) => onChange(key as Language)}
        >
          {SWITCH_ORDER.map((language) => (
            <MenuItem key={language} id={language} textValue={NATIVE_NAMES[language]} lang={LOCALE_TAGS[language]}>
              <span className={css.code} aria-hidden="true">
                {LANGUAGE_SWITCH_LABELS[language]}
              </span>
              <span className={css.native}>{NATIVE_NAMES[language]}</span>
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    </div>
  );
}
