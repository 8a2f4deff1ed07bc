import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Pagination, type PaginationProps } from '@kontor/ui/Pagination';

/** Holds the current page as a screen would, so the stories can page through. */
function Paged(props: PaginationProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <Pagination
      {...props}
      current={current}
      onChange={(page) => {
        setCurrent(page);
        props.onChange(page);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { current: 1, size: 10, total: 234, onChange: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(nav).toHaveTextContent('234 records in total');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 24' }));
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { current: 12 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.tab();
    const previous = within(nav).getByRole('button', { name: 'Previous page' });
    await waitFor(() => expect(previous).toHaveFocus());
    await expect(getComputedStyle(previous).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(11);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const OnePage: Story = {
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
