import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker } from '@kontor/ui/ColorPicker';
import { THEME_COLOR_PRESETS } from '@kontor/ui/shell/TopBar';

// The theme colours the top bar offers next to the free picker.
const PRESETS = [...THEME_COLOR_PRESETS];

const meta = {
  title: 'Primitives/ColorPicker',
  component: ColorPicker,
  args: { label: 'Theme colour', presets: PRESETS, onChange: fn() },
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Theme colour/ });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose a colour' });
    const presets = within(dialog).getByRole('listbox', { name: 'Preset colours' });
    // Each preset is told apart by name as well as by sight: two blues the colour namer calls alike carry their codes.
    for (const hex of PRESETS) await expect(within(presets).getAllByRole('option', { name: new RegExp(hex) })).toHaveLength(1);
    await userEvent.click(within(presets).getByRole('option', { name: /#11A983/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('#11A983');
    await expect(trigger).toHaveTextContent('#11A983');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Theme colour/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab reaches the saturation area first; the arrow keys change the colour.
    const area = within(dialog).getAllByRole('slider')[0]!;
    for (let step = 0; step < 3 && document.activeElement !== area; step += 1)
      await userEvent.tab();
    await waitFor(() => expect(area).toHaveFocus());
    const thumb = area.closest<HTMLElement>('[data-focus-visible]');
    await expect(thumb).not.toBeNull();
    await expect(getComputedStyle(thumb!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalled();
    const hex = within(dialog).getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#f5222d{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#F5222D');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
