import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SearchScreen from '../../packages/shop-app/src/screens/browse/SearchScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  render: () => (
    <BrowseScreenPreview path="/search?searchWord=teak">
      <SearchScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/products? found/);
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Nothing found: the empty state and the popular searches to try instead. */
export const NothingFound: Story = {
  render: () => (
    <BrowseScreenPreview path="/search?searchWord=zebra">
      <SearchScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing found for “zebra”')).toBeVisible();
    const popular = await canvas.findByRole('navigation', { name: 'Popular searches' });
    await expect(await within(popular).findByRole('link', { name: 'parasol' })).toHaveAttribute('href', '/search?searchWord=parasol');
  },
};

/** The footer's advanced search arrives without a word: the form, a prompt and the popular searches, no empty result. */
export const WithoutWord: Story = {
  render: () => (
    <BrowseScreenPreview path="/search">
      <SearchScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible();
    await expect(canvas.queryByText(/Nothing found/)).toBeNull();
    await expect(await canvas.findByRole('navigation', { name: 'Popular searches' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search word' }), 'teak{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Search results for “teak”' })).toBeVisible());
    await expect(await canvas.findByRole('status')).toHaveTextContent(/products? found/);
  },
};
