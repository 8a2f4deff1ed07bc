import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PartsServiceScreen from '../../packages/shop-app/src/screens/parts/PartsServiceScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { resetServicePosts } from '../../.storybook/mocks/parts.handlers';
import { productOf, seedSkus } from '../../.storybook/mocks/browse-seed';
import { posts } from './parts-fixtures';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const parent = seedSkus().find((sku) => seedSkus().some((part) => part.parentSkuId === sku.id))!;
const screen = (path: string) => () => (
  <BrowseScreenPreview path={path}>
    <PartsServiceScreen />
  </BrowseScreenPreview>
);

const meta = {
  title: 'Screens/PartsService',
  component: PartsServiceScreen,
  render: screen('/partsService'),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach: () => resetServicePosts(),
} satisfies Meta<typeof PartsServiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spare parts searched by the product's name: the parts of that product, each to its parts-service page. */
export const SearchByProduct: Story = {
  render: screen(`/partsService?tab=search&q=${encodeURIComponent(productOf(parent, 2).name)}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Find spare parts', selected: true })).toBeVisible();
    const grid = await canvas.findByRole('region', { name: 'Spare parts' });
    await waitFor(() => expect(within(grid).getAllByRole('link').length).toBeGreaterThan(0));
    await expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/partsServiceDetail\?id=/));
  },
};

/** The posts with a processed one open: its answer in the thread, rated with four stars by keyboard. */
export const ThreadAndEvaluation: Story = {
  render: screen(`/partsService?tab=posts&post=${posts[0]!.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thread = await canvas.findByRole('list', { name: 'Conversation with the service' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getAllByTestId('service-post-row')).toHaveLength(posts.length);
    canvas.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Your rating: 4 of 5 stars')).toBeVisible();
    await expect(canvas.getAllByTestId('service-post-row')[0]).toHaveTextContent('Rated 4 of 5');
  },
};

/** A new post for the product named in the address; sent, its thread opens as processing. */
export const NewPost: Story = {
  render: screen(`/partsService?skuCode=${parent.artNo}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'New post', selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Art. no. of the product/ })).toHaveValue(parent.artNo);
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Glide caps');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question or request/ }), 'We need 40 glide caps.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send post' }));
    await expect(await canvas.findByRole('tab', { name: 'Service posts', selected: true })).toBeVisible();
    const heading = await canvas.findByRole('heading', { name: 'Glide caps' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('The service has not answered yet; you will be notified.')).toBeVisible();
  },
};

export const GermanVip: Story = {
  globals: { language: 'de', theme: 'vip' },
  render: screen(`/partsService?tab=posts&post=${posts[0]!.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ersatzteilservice' })).toBeVisible();
    await expect(await canvas.findByText('Wie zufrieden sind Sie mit dem Service?')).toBeVisible();
  },
};

export const ChineseHey: Story = {
  globals: { language: 'zh', theme: 'hey' },
  render: screen('/partsService?tab=posts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '配件服务' })).toBeVisible();
    await expect(await canvas.findAllByTestId('service-post-row')).toHaveLength(posts.length);
  },
};
