// <kontor-quick-order>: paste lines, see them checked against the mock shop's public catalogue, continue into the
// shop with the lines (no cart here: the partner's page holds no session).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { QuickOrderWidget } from '../../packages/widgets/src/bodies/QuickOrderWidget.js';
import { widgetStorySku } from '../../.storybook/mocks/widgets.handlers.js';
import { storySettings } from './widgetStory.js';

const meta = {
  title: 'Widgets/QuickOrder',
  component: QuickOrderWidget,
  args: { settings: storySettings({}) },
  render: (_args, { globals }) => <QuickOrderWidget settings={storySettings(globals)} />,
} satisfies Meta<typeof QuickOrderWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sku = widgetStorySku();
    const box = canvas.getByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard(`${sku} 1{Enter}NOPE-1 2`);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Check lines' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/of 2 lines can be added/)).toBeVisible();
    // No cart on a partner page: the way on is a link into the shop carrying the lines, nothing else.
    await expect(canvas.queryByRole('button', { name: /add/i })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Continue in the shop' });
    const href = new URL(link.getAttribute('href')!);
    await expect(href.pathname).toBe('/quickOrder');
    await expect(href.searchParams.get('lines')).toBe(`${sku}\t1\nNOPE-1\t2`);
  },
};
