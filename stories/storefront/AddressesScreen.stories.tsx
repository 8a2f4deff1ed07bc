import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PersonalCentreScreen from '../../packages/shop-app/src/screens/aftersales/PersonalCentreScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { resetMockAddresses } from '../../.storybook/mocks/cart.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/Addresses',
  component: PersonalCentreScreen,
  args: { path: '/personal?tab=addresses' },
  render: (args: { path: string }) => (
    <BrowseScreenPreview path={args.path}>
      <PersonalCentreScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach: () => resetMockAddresses(),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ddp-buyer's two seed addresses in the personal centre. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('address-card')).toHaveLength(2);
  },
};

/** A new address with receiving windows: saved through the mock server and shown in the list. */
export const AddAddressWithWindows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Company/ }), 'Gartenwelt Süd');
    await userEvent.type(canvas.getByRole('textbox', { name: /Street/ }), 'Marktplatz 1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postal code/ }), '80331');
    await userEvent.type(canvas.getByRole('textbox', { name: /Contact person/ }), 'Greta Hoffmann');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '08912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a receiving time' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a receiving time' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(canvas.getAllByTestId('address-card')).toHaveLength(3));
    const added = canvas.getAllByTestId('address-card')[2]!;
    await expect(added).toHaveTextContent('Gartenwelt Süd');
    await expect(within(added).getAllByTestId('receiving-day').map((day) => day.textContent)).toEqual([
      'Monday08:00–12:00',
      'Tuesday08:00–12:00',
    ]);
  },
};

/** The order form's "complete this address" link: the form opens on the address, in its first missing field. */
export const CompleteFromOrderForm: Story = {
  args: { path: '/personal?tab=addresses&address=2&back=%2FplaceOrder%3Fkind%3Dcontainer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit delivery address' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Postal code/ })).toHaveFocus());
  },
};
