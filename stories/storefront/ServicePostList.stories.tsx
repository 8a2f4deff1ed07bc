import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServicePostList, type ServicePostListProps } from '@kontor/ui/storefront/ServicePostList';
import { posts } from './parts-fixtures';

/** The list with its filter and pages working in memory, as the binding keeps them. */
function Stateful(props: ServicePostListProps) {
  const [status, setStatus] = useState<number | null>(null);
  const [current, setCurrent] = useState(1);
  const shown = props.posts.filter((post) => status === null || post.serviceStatus === status);
  return (
    <ServicePostList
      {...props}
      posts={shown.slice((current - 1) * props.size, current * props.size)}
      total={shown.length}
      current={current}
      onPageChange={(page) => {
        setCurrent(page);
        props.onPageChange(page);
      }}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setCurrent(1);
        props.onStatusChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/ServicePostList',
  component: ServicePostList,
  render: (args) => <Stateful {...args} />,
  args: {
    posts,
    current: 1,
    size: 10,
    total: posts.length,
    status: null,
    onPageChange: fn(),
    onStatusChange: fn(),
    hrefOf: (post) => `/partsService?tab=posts&post=${post.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServicePostList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every post with its status in words and icon; a processed post says whether it waits for a rating. */
export const AllStatuses: Story = {
  args: { currentId: posts[0]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('service-post-row');
    await expect(rows).toHaveLength(posts.length);
    await expect(rows[0]).toHaveTextContent('Processed');
    await expect(rows[0]).toHaveTextContent('Waiting for your rating');
    await expect(canvas.getByText('Rated 5 of 5')).toBeVisible();
    await expect(rows[3]).toHaveTextContent('Cancelled');
    const first = canvas.getByRole('link', { name: `Open service post ${posts[0]!.title}` });
    await expect(first).toHaveAttribute('href', `/partsService?tab=posts&post=${posts[0]!.id}`);
    await expect(first).toHaveAttribute('aria-current', 'true');
  },
};

/** The status filter by keyboard: only the processing post stays. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Status/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Processing' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(0);
    const rows = canvas.getAllByTestId('service-post-row');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Processing');
  },
};

/** Pages of one post: the pager moves on. */
export const Paged: Story = {
  args: { size: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('service-post-row')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { posts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No service posts here yet.')).toBeVisible();
  },
};

export const ChineseLongTitles: Story = {
  globals: { language: 'zh' },
  args: { posts: posts.map((post) => ({ ...post, title: `${post.title} — 折叠椅铰链更换需求（第二批）` })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '我的服务帖' })).toBeVisible();
  },
};
