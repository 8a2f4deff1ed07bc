import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from '@kontor/ui/Tooltip';
import { TriggerButton } from '@kontor/ui/Button';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download the catalogue',
    delay: 0,
    children: <TriggerButton variant="secondary">Catalogue</TriggerButton>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Catalogue' });
    // react-aria shows hover hints to mouse users: a press elsewhere makes the mouse the input in use.
    await userEvent.click(document.body);
    await userEvent.hover(trigger);
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Download the catalogue');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Keyboard: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Catalogue' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};
