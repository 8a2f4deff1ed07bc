/** ColorPicker: a swatch button with a popover to pick a colour (react-aria ColorArea, hue ColorSlider, hex ColorField, presets); hex out. */
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { ColorArea } from 'react-aria-components/ColorArea';
import { ColorField, Input, Label } from 'react-aria-components/ColorField';
import {
  ColorPicker as AriaColorPicker,
  parseColor,
  type Color,
} from 'react-aria-components/ColorPicker';
import { ColorSlider, ColorThumb, SliderTrack } from 'react-aria-components/ColorSlider';
import {
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
} from 'react-aria-components/ColorSwatchPicker';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components/Popover';
import { useIntl } from 'react-intl';
import { DEFAULT_THEME_COLOR } from '@kontor/api/rules';
import * as css from './ColorPicker.css.js';
import { messages } from './ColorPicker.messages.js';

export interface ColorPickerProps {
  /** What the colour is for, e.g. 'Theme colour'; shown on the button. */
  label: ReactNode;
  /** The colour as '#RRGGBB' (controlled). */
  value?: string;
  /** The starting colour when uncontrolled; the spec's theme colour by default. */
  defaultValue?: string;
  /** Called with '#RRGGBB' while the user picks. */
  onChange?: (hex: string) => void;
  /** Colours offered as one-click presets, as '#RRGGBB'. */
  presets?: readonly string[];
}

/** A colour from '#RRGGBB' text; a value that is not a colour falls back to the spec's theme colour. */
function toColor(hex: string): Color {
  try {
    return parseColor(hex).toFormat('hsb');
  } catch {
    return parseColor(DEFAULT_THEME_COLOR).toFormat('hsb');
  }
}

export function ColorPicker({
  label,
  value,
  defaultValue = DEFAULT_THEME_COLOR,
  onChange,
  presets = [],
}: ColorPickerProps) {
  const intl = useIntl();
  // The picker keeps HSB so that dragging through grey does not lose the hue; the outside world sees hex.
  const [own, setOwn] = useState<Color>(() => toColor(value ?? defaultValue));
  // A controlled value wins unless it is the colour already held (then the held hue is kept).
  const color =
    value !== undefined && toColor(value).toString('hex') !== own.toString('hex')
      ? toColor(value)
      : own;
  const change = (next: Color) => {
    setOwn(next);
    onChange?.(next.toString('hex'));
  };
  const hex = color.toString('hex');
  return (
    <AriaColorPicker value={color} onChange={change}>
      <DialogTrigger>
        <Button className={css.trigger}>
          <ColorSwatch className={css.swatch} />
          <span>{label}</span>
          <span className={css.hexText}>{hex}</span>
        </Button>
        <Popover placement="bottom start" className={css.popover}>
          <Dialog className={css.dialog} aria-label={intl.formatMessage(messages.dialog)}>
            <ColorArea
              colorSpace="hsb"
              xChannel="saturation"
              yChannel="brightness"
              className={css.area}
            >
              <ColorThumb className={css.thumb} />
            </ColorArea>
            <ColorSlider colorSpace="hsb" channel="hue" className={css.slider}>
              <SliderTrack className={css.track}>
                <ColorThumb className={css.sliderThumb} />
              </SliderTrack>
            </ColorSlider>
            <ColorField className={css.field}>
              <Label>{intl.formatMessage(messages.hex)}</Label>
              <Input className={css.input} />
            </ColorField>
            {presets.length > 0 && (
              <ColorSwatchPicker
                className={css.presets}
                aria-label={intl.formatMessage(messages.presets)}
              >
                {presets.map((preset) => (
                  <ColorSwatchPickerItem key={preset} color={preset} className={css.presetItem}>
                    {/* The code beside the colour's name: the namer calls near colours alike (#409EFF and #1890FF are
                        both a vivid azure), and a screen reader would read two presets the same. */}
                    <ColorSwatch
                      className={css.presetSwatch}
                      colorName={intl.formatMessage(messages.preset, { name: parseColor(preset).getColorName(intl.locale), hex: preset })}
                    />
                  </ColorSwatchPickerItem>
                ))}
              </ColorSwatchPicker>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </AriaColorPicker>
  );
}
