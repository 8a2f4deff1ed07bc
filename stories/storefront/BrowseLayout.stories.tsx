import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrowsePage, BrowseSection, LinkChips, Note, PageHeading, Tile, TileList } from '@kontor/ui/storefront/BrowseLayout';

const meta = {
  title: 'Storefront/BrowseLayout',
  component: BrowsePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrowsePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: null },
  render: () => (
    <BrowsePage>
      <PageHeading eyebrow="Family" code="Art. no. SV02-105" title="Alba">
        <Note>Brand: Solvik</Note>
      </PageHeading>
      <LinkChips label="Subcategories" items={[{ id: 1, label: 'Stacking chairs', href: '/classification?id=112' }, { id: 2, label: 'Armchairs', href: '/classification?id=114' }]} />
      <BrowseSection id="story-offers" title="Whole containers">
        <TileList label="Whole containers">
          <Tile title="Dining season" href="/CaDetail?id=1"><Note>Container type 40H</Note></Tile>
          <Tile title="Lounge container" href="/CaDetail?id=2"><Note>Container type 40</Note></Tile>
        </TileList>
      </BrowseSection>
    </BrowsePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alba' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Subcategories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dining season' })).toHaveAttribute('href', '/CaDetail?id=1');
  },
};
