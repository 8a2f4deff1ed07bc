// <kontor-catalogue>: the catalogue-download dialog the element renders, its classes and files from the mock shop.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueWidget } from '../../packages/widgets/src/bodies/CatalogueWidget.js';
import { storySettings } from './widgetStory.js';

const meta = {
  title: 'Widgets/Catalogue',
  component: CatalogueWidget,
  args: { settings: storySettings({}) },
  render: (_args, { globals }) => <CatalogueWidget settings={storySettings(globals)} />,
} satisfies Meta<typeof CatalogueWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    // By keyboard: focus the trigger, open, choose the first class, reach its first file, close.
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const classes = await within(dialog).findAllByRole('button', { pressed: false });
    await userEvent.click(classes[0]!);
    const files = await within(dialog).findAllByRole('link');
    await expect(files[0]!.getAttribute('href')).toMatch(/^https:\/\//);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
