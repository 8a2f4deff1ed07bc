// <kontor-contact>: the company's sales contact the element renders, from the mock shop in the toolbar's language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { ContactWidget } from '../../packages/widgets/src/bodies/ContactWidget.js';
import { storySettings } from './widgetStory.js';

const meta = {
  title: 'Widgets/Contact',
  component: ContactWidget,
  args: { settings: storySettings({}) },
  render: (_args, { globals }) => <ContactWidget settings={storySettings(globals)} />,
} satisfies Meta<typeof ContactWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kontor Trading GmbH' })).toBeVisible();
    const mail = canvas.getByRole('link', { name: 'sales@kontor.example.com' });
    await expect(mail).toHaveAttribute('href', 'mailto:sales@kontor.example.com');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('link')[0]).toHaveFocus());
    await expect(canvas.getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^tel:/);
  },
};
