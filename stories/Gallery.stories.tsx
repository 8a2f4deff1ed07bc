// The theme gallery: the shell's colours and every primitive, in all ten themes at once and in each theme alone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormattedMessage, galleryMessages, useIntl, themeMessages, THEME_NAMES, THEMES, vars, type ThemeName } from '@kontor/ui';
import { galleryEntries, PrimitiveGrid, ShellSwatch, ThemeScope } from '../.storybook/gallery.js';
import { focusRingReport } from '../.storybook/focus-rings.js';
import type { KontorGlobals } from '../.storybook/preview.js';

function ThemeGallery({ theme }: { theme: ThemeName }) {
  const intl = useIntl();
  return (
    <ThemeScope theme={theme}>
      <h2 style={{ margin: 0, fontSize: vars.fontSize.xl }}>
        <FormattedMessage {...galleryMessages.themeCaption} values={{ theme: intl.formatMessage(themeMessages[theme]) }} />
      </h2>
      <ShellSwatch />
      <PrimitiveGrid />
    </ThemeScope>
  );
}

const meta = {
  title: 'Gallery/Themes',
  component: ThemeGallery,
  // Target size is geometry, the same in every theme: each primitive's own story checks it once. Here axe checks
  // what a theme changes (contrast), ten times.
  parameters: { layout: 'fullscreen', a11y: { options: { rules: { 'target-size': { enabled: false } } } } },
  // Docs would render all eleven galleries on one page.
  tags: ['!autodocs'],
} satisfies Meta<typeof ThemeGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten themes stacked, each themed through its own attribute; every primitive appears in each. */
export const AllThemes: Story = {
  args: { theme: 'hey' },
  render: () => (
    <>
      {THEME_NAMES.map((theme) => (
        <ThemeGallery key={theme} theme={theme} />
      ))}
    </>
  ),
  // The overview for the eye, not a test: ten copies of every primitive take longer than a story test may,
  // and each theme's own story below renders and checks (axe) the very same primitives in that theme.
  tags: ['!test'],
};

/**
 * One theme, set on `<html>` like the shop does, so popovers and dialogs opened here are themed too.
 * Checks every primitive renders, passes axe, and shows a focus ring at every tab stop in this theme.
 */
const inTheme = (theme: ThemeName): Story => ({
  args: { theme },
  globals: { theme },
  play: async ({ canvasElement, globals }) => {
    await expect(galleryEntries().length).toBeGreaterThan(0);
    await expect(document.documentElement).toHaveClass(THEMES[theme]);
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-gallery-cell]').length).toBe(galleryEntries().length);
    if ((globals as KontorGlobals).snapshot) return;
    const focus = await focusRingReport(canvasElement);
    await expect(focus.stops).toBeGreaterThanOrEqual(galleryEntries().length / 2);
    await expect(focus.withoutRing).toEqual([]);
  },
});

export const Default = inTheme('default');
export const White = inTheme('white');
export const Star = inTheme('star');
export const Vip = inTheme('vip');
export const BlueSmartFactory = inTheme('bule');
export const Iview = inTheme('iview');
export const Cool = inTheme('cool');
export const D2 = inTheme('d2');
export const Hey = inTheme('hey');
export const Renren = inTheme('renren');
