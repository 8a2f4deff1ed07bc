import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BrandsScreen from '../../packages/shop-app/src/screens/browse/BrandsScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { seedBrands, seedFamilies } from '../../.storybook/mocks/browse-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const [BRAND] = seedBrands(2);

/** The page with the first brand chosen (?brand=). */
const withBrand = () => (
  <BrowseScreenPreview path={`/product?brand=${BRAND!.id}`}>
    <BrandsScreen />
  </BrowseScreenPreview>
);

const meta = {
  title: 'Screens/Brands',
  component: BrandsScreen,
  render: () => (
    <BrowseScreenPreview path="/product">
      <BrandsScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof BrandsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand as a tile; choosing one lists its families, each leading to its family page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const brands = await canvas.findByRole('list', { name: 'Brands' });
    await expect(await within(brands).findAllByRole('listitem')).toHaveLength(seedBrands(2).length);
    await expect(canvas.getByText('Choose a brand to see its families.')).toBeVisible();
    // Each brand leads to its families (the screen reads ?brand=; see GermanWithBrand).
    await expect(within(brands).getByRole('link', { name: new RegExp(BRAND!.name) })).toHaveAttribute('href', `/product?brand=${BRAND!.id}`);
  },
};

/** A brand chosen: its families, each leading to its family page. */
export const WithBrand: Story = {
  render: withBrand,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Families of ${BRAND!.name}` })).toBeVisible();
    const family = seedFamilies(2, BRAND!.id)[0]!;
    await expect(await canvas.findByRole('link', { name: new RegExp(family.name) })).toHaveAttribute('href', `/family?id=${family.id}`);
  },
};

/** A brand already chosen (?brand=), in German: the families' descriptions in the language. */
export const GermanWithBrand: Story = {
  globals: { language: 'de' },
  render: withBrand,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marken' })).toBeVisible();
    const family = seedFamilies(3, BRAND!.id)[0]!;
    await expect(await canvas.findByText(family.description)).toBeVisible();
  },
};
