import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import FamilyScreen from '../../packages/shop-app/src/screens/browse/FamilyScreen.js';
import PartsFamilyScreen from '../../packages/shop-app/src/screens/browse/PartsFamilyScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { productsOf, seedSkus, storySku } from '../../.storybook/mocks/browse-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const FAMILY_ID = storySku('inStock').familyId;
const members = productsOf(seedSkus().filter((s) => s.familyId === FAMILY_ID && s.parentSkuId === null), 2);

const meta = {
  title: 'Screens/Family',
  component: FamilyScreen,
  render: () => (
    <BrowseScreenPreview path={`/family?id=${FAMILY_ID}`}>
      <FamilyScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof FamilyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The family's products under its name, and products of other families recommended beside them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: String(members[0]!.familyName) })).toBeVisible();
    const products = canvas.getByRole('region', { name: 'Products' });
    await expect(await within(products).findAllByRole('heading', { level: 3 })).toHaveLength(members.length);
    const recommended = canvas.getByRole('region', { name: 'You may also like' });
    await expect(await within(recommended).findAllByRole('link', { name: /./ })).not.toHaveLength(0);
  },
};

export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gamme')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: String(productsOf([storySku('inStock')], 4)[0]!.name) })).toBeVisible();
  },
};

/** /partsFamily: the same page for the family's spare parts, each leading to the parts detail. */
export const SpareParts: Story = {
  render: () => (
    <BrowseScreenPreview path={`/partsFamily?id=${FAMILY_ID}`}>
      <PartsFamilyScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Spare parts of the family')).toBeVisible();
  },
};

/** An address without its family: not found at once in the user's language, with the way back. */
export const AddressWithoutIdFrench: Story = {
  globals: { language: 'fr' },
  render: () => (
    <BrowseScreenPreview path="/family">
      <FamilyScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cette gamme est introuvable.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
  },
};
