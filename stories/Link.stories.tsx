import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Link, LINK_VARIANTS } from '@kontor/ui/Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  // The stories stay on their page: a followed link would leave the test's frame.
  args: { children: 'Terms of service', href: '#terms', onPress: fn((event: { preventDefault(): void }) => event.preventDefault()) },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args} /> before ordering.
    </p>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Terms of service' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  args: { variant: 'standalone', children: 'Common problems' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Common problems' });
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const NewTab: Story = {
  args: {
    href: 'https://example.com/catalogue.pdf',
    target: '_blank',
    children: 'Catalogue',
    onPress: undefined,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Catalogue (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
