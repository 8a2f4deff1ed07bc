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

/**
 * Pages with addresses (a public list): the controls are real links, which crawlers and visitors without JavaScript
 * follow; they look as the buttons do, the first page's "previous" a dimmed link out of the tab order.
 */
export const Links: Story = {
  args: { current: 1, hrefOf: (page: number) => `/productPageParts?page=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/productPageParts?page=2');
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/productPageParts?page=2');
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
  },
};
