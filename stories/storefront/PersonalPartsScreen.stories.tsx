import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PersonalPartsScreen from '../../packages/shop-app/src/screens/parts/PersonalPartsScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { resetServicePosts } from '../../.storybook/mocks/parts.handlers';
import { posts } from './parts-fixtures';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/PersonalParts',
  component: PersonalPartsScreen,
  render: () => (
    <BrowseScreenPreview path="/personalParts">
      <PersonalPartsScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach: () => resetServicePosts(),
} satisfies Meta<typeof PersonalPartsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My service posts first, each opening its thread in the parts service; a link asks the service anew. */
export const MyServicePosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'My service posts', selected: true })).toBeVisible();
    const rows = await canvas.findAllByTestId('service-post-row');
    await expect(rows).toHaveLength(posts.length);
    await expect(canvas.getByRole('link', { name: `Open service post ${posts[0]!.title}` })).toHaveAttribute(
      'href',
      `/partsService?tab=posts&post=${posts[0]!.id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Ask the parts service' })).toHaveAttribute('href', '/partsService?tab=new');
  },
};

/** The account as the personal centre shows it: level, country, sales representative. */
export const Account: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Account' }));
    const panel = await canvas.findByRole('region', { name: 'Account' });
    await waitFor(() => expect(panel.querySelector('[data-fact="level"]')).toHaveTextContent('Gold'));
  },
};

export const AfterSalesOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'After-sales orders' }));
    await expect(await canvas.findAllByTestId('after-sales-row')).toHaveLength(7);
  },
};

export const FrenchCool: Story = {
  globals: { language: 'fr', theme: 'cool' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Espace personnel pièces détachées' })).toBeVisible();
  },
};
