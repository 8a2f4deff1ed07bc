/** ThemeChooser: the ten themes (spec section 2) in a menu with the current one checked; choosing applies at once, no reload. */
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import SwatchBook from 'lucide-react/icons/swatch-book';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.js';
import { cx } from '../../styles/cx.js';
import { THEME_ATTRIBUTE, THEME_NAMES, type ThemeName } from '../../theme/themes.js';
import { themeMessages } from '../../theme/themes.messages.js';
import * as css from './ThemeChooser.css.js';
import { messages } from './ThemeChooser.messages.js';

export interface ThemeChooserProps {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
  triggerClassName?: string;
}

export function ThemeChooser({ value, onChange, triggerClassName }: ThemeChooserProps) {
  const intl = useIntl();
  // The menu checks the theme that was current when it opened. A choice closes it: redrawing its ten items for the
  // new check mark, in the same task as the page's new colours, would only delay them.
  const [checked, setChecked] = useState(value);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  const choose = useCallback((theme: ThemeName) => changeRef.current(theme), []);
  return (
    <MenuTrigger placement="bottom end" onOpenChange={(isOpen) => isOpen && setChecked(value)}>
      <Button
        className={cx(css.trigger, triggerClassName)}
        aria-label={intl.formatMessage(messages.current, { theme: intl.formatMessage(themeMessages[value]) })}
      >
        <SwatchBook aria-hidden="true" width="1em" height="1em" />
      </Button>
      <ThemeMenu checked={checked} onChoose={choose} />
    </MenuTrigger>
  );
}

/** The ten themes, each with a swatch in its own colours; redrawn only when the checked theme or the language changes. */
const ThemeMenu = memo(function ThemeMenu({ checked, onChoose }: { checked: ThemeName; onChoose: (theme: ThemeName) => void }) {
  const intl = useIntl();
  return (
    <Menu
      aria-label={intl.formatMessage(messages.label)}
      selectionMode="single"
      selectedKeys={[checked]}
      disallowEmptySelection
      onSelectionChange={(keys) => {
        const [next] = keys === 'all' ? [] : [...keys];
        if (next != null && next !== checked) onChoose(next as ThemeName);
      }}
    >
      {THEME_NAMES.map((name) => (
        <MenuItem key={name} id={name} textValue={intl.formatMessage(themeMessages[name])}>
          <span className={css.item}>
            {/* The swatch shows the theme's own colours: the attribute themes just this subtree. */}
            <span className={css.swatch} aria-hidden="true" {...{ [THEME_ATTRIBUTE]: name }}>
              <span className={css.swatchSide} />
              <span className={css.swatchHead} />
            </span>
            {intl.formatMessage(themeMessages[name])}
          </span>
        </MenuItem>
      ))}
    </Menu>
  );
});
