import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Page } from '@kontor/ui/Page';
import { CategoryList } from '@kontor/ui/CategoryList';

const meta = {
  title: 'Screens/Page',
  component: Page,
  args: {
    title: 'Garden furniture by the container and the pallet',
    children: (
      <CategoryList
        categories={[
          { id: 1, label: 'Outdoor furniture', children: [{ id: 11, label: 'Dining sets' }] },
          { id: 2, label: 'Shade', children: [{ id: 21, label: 'Parasols' }] },
        ]}
      />
    ),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
