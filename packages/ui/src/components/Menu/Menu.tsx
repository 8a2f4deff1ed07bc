/** Menu, MenuTrigger and SubmenuTrigger: a list of actions opened from a button; items close the menu when chosen. */
import { Children, type ReactElement, type ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Separator,
  SubmenuTrigger as AriaSubmenuTrigger,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
} from 'react-aria-components/Menu';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import { Popover, type PopoverProps } from '../Popover/Popover.js';
import * as css from './Menu.css.js';

export type MenuProps<T extends object> = AriaMenuProps<T>;

export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <AriaMenu
      {...props}
      className={composeRenderProps(className, (given) => cx(css.menu, given))}
    />
  );
}

export interface MenuItemProps<T extends object = object> extends AriaMenuItemProps<T> {
  /** `danger` for destructive actions (delete, log out); colour plus the caller's wording carry the meaning. */
  variant?: 'default' | 'danger';
}

export function MenuItem<T extends object>({
  variant = 'default',
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      data-variant={variant}
      className={composeRenderProps(className, (given) => cx(css.item, given))}
    >
      {composeRenderProps(children, (content, { hasSubmenu, isSelected, selectionMode }) => (
        <>
          {content}
          {selectionMode !== 'none' && isSelected && (
            <span className={css.end}>
              <Check className={fieldCss.icon} aria-hidden />
            </span>
          )}
          {hasSubmenu && (
            <span className={css.end}>
              <ChevronRight className={fieldCss.icon} aria-hidden />
            </span>
          )}
        </>
      ))}
    </AriaMenuItem>
  );
}

export function MenuSection<T extends object>({
  title,
  children,
}: {
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AriaMenuSection<T>>
      {title != null && <Header className={css.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={css.separator} />;
}

export interface MenuTriggerProps extends Omit<AriaMenuTriggerProps, 'children'> {
  /** Two children: the trigger (a Button or IconButton), then the Menu. */
  children: [ReactElement, ReactElement];
  placement?: PopoverProps['placement'];
}

export function MenuTrigger({ children, placement = 'bottom start', ...props }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children);
  return (
    <AriaMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement} className={css.popover}>
        {menu}
      </Popover>
    </AriaMenuTrigger>
  );
}

/** A menu item (first child) that opens a nested Menu (second child) to its side. */
export function SubmenuTrigger({ children }: { children: [ReactElement, ReactElement] }) {
  const [item, menu] = Children.toArray(children) as [ReactElement, ReactElement];
  return (
    <AriaSubmenuTrigger>
      {item}
      <Popover placement="end top" className={css.popover}>
        {menu}
      </Popover>
    </AriaSubmenuTrigger>
  );
}
