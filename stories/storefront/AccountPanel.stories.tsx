import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountPanel } from '@kontor/ui/storefront/AccountPanel';

const meta = {
  title: 'Storefront/AccountPanel',
  component: AccountPanel,
  args: {
    member: {
      company: 'Gartenwelt Hoffmann GmbH',
      name: 'Greta Hoffmann',
      email: 'einkauf@gartenwelt-hoffmann.example',
      levelId: 3,
      countryId: 3,
      salesname: 'Li Wei',
      salesPhone: '+86 574 8765 4321',
      modeOfTrade: 1,
    },
    levelName: 'Gold',
    countryName: 'Germany',
    tradeModeLabel: 'DDP',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Account' });
    await expect(within(panel).getByText('Member level')).toBeVisible();
    await expect(within(panel).getByText('Gold')).toBeVisible();
    await expect(within(panel).getByText('+86 574 8765 4321')).toBeVisible();
    await expect(within(panel).getByText('DDP')).toBeVisible();
  },
};

/** What the server did not send says so, instead of an empty gap. */
export const MissingFacts: Story = {
  args: {
    member: { name: 'Camille Laurent' },
    levelName: undefined,
    countryName: undefined,
    tradeModeLabel: undefined,
  },
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Non renseigné').length).toBeGreaterThan(3);
  },
};
