/** The frame both shop headers share: logo, the panel that folds below 768 px (links and tools), actions, menu button. */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import MenuIcon from 'lucide-react/icons/menu';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import { controlIcon, headerControl } from './headerControls.css.js';
import * as css from './MainHeader.css.js';
import { messages } from './MainHeader.messages.js';

/**
 * The part of the header that folds behind the menu button below 768 px. The panel comes before the button in
 * the page (its place on a wide screen), so opening it moves focus to its first entry; Escape brings it back.
 */
export function useCollapsiblePanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [open]);
  const menuButtonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onPress: () => setOpen((was) => !was),
  };
  const panelProps = {
    ref: panelRef,
    id: panelId,
    'data-open': open || undefined,
    // A followed link closes the panel.
    onClick: (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a')) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
  return { menuButtonProps, panelProps };
}

/** A link of the header's navigation (folds into the panel on a narrow screen). */
export function PanelLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={cx(headerControl, css.panelLink)}>
      {children}
    </Link>
  );
}

export interface HeaderFrameProps {
  homeHref: string;
  /** The navigation's links and menus. */
  nav: ReactNode;
  /** Switches beside the navigation (language, trade mode, dialogs). */
  tools: ReactNode;
  /** What stays in the bar on every width (search, cart, user menu), before the menu button. */
  actions: ReactNode;
}

export function HeaderFrame({ homeHref, nav, tools, actions }: HeaderFrameProps) {
  const intl = useIntl();
  const { menuButtonProps, panelProps } = useCollapsiblePanel();
  return (
    <header className={css.root}>
      <div className={css.bar}>
        <Link href={homeHref} className={css.logo} aria-label={intl.formatMessage(messages.home)}>
          {intl.formatMessage(messages.logo)}
        </Link>
        {/* Escape inside the folded panel closes it (keys from its links and menus bubble here). */}
        <div className={css.panel} {...panelProps}>
          <nav className={css.nav} aria-label={intl.formatMessage(messages.navigation)}>
            {nav}
          </nav>
          <div className={css.tools}>{tools}</div>
        </div>
        <div className={css.actions}>
          {actions}
          <Button className={cx(headerControl, css.menuButton)} aria-label={intl.formatMessage(messages.menu)} {...menuButtonProps}>
            <MenuIcon className={controlIcon} aria-hidden />
          </Button>
        </div>
      </div>
    </header>
  );
}
