/**
 * RadioGroup: choose exactly one of a few visible options (self pick-up or home delivery, service type).
 *
 * Light: native radios sharing a name (the browser gives the group one Tab stop, arrow keys move and select) with
 * react-aria RadioGroup's DOM, ARIA and data attributes, instead of react-aria's radio and validation code.
 */
import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RadioFieldProps, RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components/RadioGroup';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { isFocusVisible } from '../Button/focusVisible.js';
import type { FieldTextProps } from '../Field/Field.js';
import { LightFieldFrame, useLightField } from '../Field/LightFieldFrame.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './RadioGroup.css.js';

interface GroupState {
  name: string;
  value: string | null;
  select: (value: string) => void;
  isDisabled: boolean;
  isReadOnly: boolean;
  isInvalid: boolean;
  isRequired: boolean;
  native: boolean;
}

const GroupContext = createContext<GroupState | null>(null);

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldTextProps {
  /** Radio elements. */
  children: ReactNode;
  className?: string;
}

export function RadioGroup({ label, description, errorMessage, children, className, orientation = 'vertical', ...props }: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  // Native validation watches the first radio (the browser reports a required group there).
  const firstRadio = useMemo(() => ({ get current() { return groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]') ?? null; } }), []);
  const field = useLightField(firstRadio, { ...props, description });
  const ownName = useId();
  const [own, setOwn] = useState<string | null>(props.defaultValue ?? null);
  const isInvalid = field.validation.isInvalid;
  const state: GroupState = {
    name: props.name ?? ownName,
    value: props.value !== undefined ? props.value : own,
    select(next) {
      if (props.value === undefined) setOwn(next);
      props.onChange?.(next);
      field.revalidate();
    },
    isDisabled: Boolean(props.isDisabled),
    isReadOnly: Boolean(props.isReadOnly),
    isInvalid,
    isRequired: Boolean(props.isRequired),
    native: (props.validationBehavior ?? 'native') === 'native',
  };
  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-orientation={orientation}
      aria-labelledby={label != null ? field.ids.label : props['aria-labelledby']}
      aria-label={props['aria-label']}
      aria-describedby={field.inputProps['aria-describedby']}
      aria-invalid={isInvalid || undefined}
      aria-required={props.isRequired || undefined}
      aria-disabled={state.isDisabled || undefined}
      className={cx(fieldCss.field, className)}
      data-orientation={orientation}
      data-invalid={isInvalid || undefined}
      data-disabled={state.isDisabled || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-required={props.isRequired || undefined}
    >
      <GroupContext.Provider value={state}>
        <LightFieldFrame ids={field.ids} validation={field.validation} label={label} description={description} errorMessage={errorMessage} labelAs="span">
          <div className={css.options}>{children}</div>
        </LightFieldFrame>
      </GroupContext.Provider>
    </div>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className'> {
  /** The option's label. */
  children: ReactNode;
  /** A line of help under this option only. */
  description?: ReactNode;
  className?: string;
}

export function Radio({ children, description, className, value, ...props }: RadioProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('Radio must be inside a RadioGroup');
  const descriptionId = useId();
  const [focused, setFocused] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const [hovered, setHovered] = useState(false);
  const isSelected = group.value === value;
  const isDisabled = group.isDisabled || Boolean(props.isDisabled);
  const states = {
    'data-selected': isSelected || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': group.isReadOnly || undefined,
    'data-invalid': group.isInvalid || undefined,
    'data-required': group.isRequired || undefined,
  };
  return (
    <div {...states} className={cx(css.option, className)}>
      <label
        {...states}
        className={css.button}
        data-hovered={(hovered && !isDisabled) || undefined}
        data-focused={focused || undefined}
        data-focus-visible={focusVisible || undefined}
        onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <VisuallyHidden elementType="span">
          <input
            type="radio"
            name={group.name}
            value={value}
            checked={isSelected}
            disabled={isDisabled}
            required={group.native && group.isRequired ? true : undefined}
            aria-describedby={description != null ? descriptionId : undefined}
            onChange={(event) => {
              // A read-only group keeps its choice (the browser would move it).
              if (group.isReadOnly) event.currentTarget.checked = isSelected;
              else if (event.currentTarget.checked) group.select(value);
            }}
            onFocus={() => {
              setFocused(true);
              setFocusVisible(isFocusVisible());
            }}
            onBlur={() => {
              setFocused(false);
              setFocusVisible(false);
            }}
          />
        </VisuallyHidden>
        <span className={css.mark} aria-hidden="true">
          <span className={css.dot} />
        </span>
        {children}
      </label>
      {description != null && (
        <span id={descriptionId} slot="description" className={cx(fieldCss.description, css.optionDescription)}>
          {description}
        </span>
      )}
    </div>
  );
}
