import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PersonalCentreScreen from '../../packages/shop-app/src/screens/aftersales/PersonalCentreScreen.js';
import AfterSalesApplyScreen from '../../packages/shop-app/src/screens/aftersales/AfterSalesApplyScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { fileInputs, picture } from './after-sales-fixtures';
import { STORY_MAIL_CODE } from '../../.storybook/mocks/aftersales.handlers';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/PersonalCentre',
  component: PersonalCentreScreen,
  render: () => (
    <BrowseScreenPreview path="/personal">
      <PersonalCentreScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof PersonalCentreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My orders first; the after-sales tab lists ddp-buyer's seeded requests with their statuses in words. */
export const AfterSalesOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'My orders', selected: true }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'After-sales orders' }));
    const rows = await canvas.findAllByTestId('after-sales-row');
    await expect(rows).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'New after-sales request' })).toHaveAttribute(
      'href',
      '/afterSalesApply',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Application' }),
    );
    await waitFor(() => expect(canvas.getAllByTestId('after-sales-row')).toHaveLength(1));
    await expect(canvas.getByTestId('after-sales-row')).toHaveTextContent('Application');
  },
};

/** Account: level by name from djlist, country, sales representative with phone, the trade mode's label. */
export const Account: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Account' }));
    const panel = await canvas.findByRole('region', { name: 'Account' });
    await waitFor(() =>
      expect(panel.querySelector('[data-fact="level"]')).toHaveTextContent('Gold'),
    );
    await expect(panel.querySelector('[data-fact="salesRepresentative"]')).toHaveTextContent(
      'Li Wei',
    );
    await expect(panel.querySelector('[data-fact="salesPhone"]')).toHaveTextContent(
      '+86 574 8765 4321',
    );
    await expect(panel.querySelector('[data-fact="country"]')).toHaveTextContent('Germany');
  },
};

/** Account: the password change by mailbox code under the member's facts: send, count down, change. */
export const AccountPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Account' }));
    const form = await canvas.findByRole('form', { name: 'Change password' });
    const mailbox = within(form).getByRole('textbox', { name: /^Mailbox( \*)?$/ });
    await waitFor(() => expect(mailbox).toHaveValue('einkauf@gartenwelt-hoffmann.example'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(await within(form).findByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/^Old password/), 'kontor123');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'garden2026');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'garden2026');
    // A wrong code first: refused at the code field (send/valid), then the mailed one.
    const code = within(form).getByRole('textbox', { name: /^Mailbox code/ });
    await userEvent.type(code, '0000');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await expect(await within(form).findByText('Verification failed.')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, STORY_MAIL_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed.')).toBeVisible();
  },
};

/** The account tab in German on the vip theme: the longest labels beside the send button. */
export const AccountGermanVip: Story = {
  globals: { language: 'de', theme: 'vip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Konto' }));
    await expect(await canvas.findByRole('button', { name: 'Code senden' })).toBeVisible();
    // The level from the server in German, the country named by the browser in German.
    const panel = await canvas.findByRole('region', { name: 'Konto' });
    await waitFor(() => expect(panel.querySelector('[data-fact="level"]')).toHaveTextContent('Gold'));
    await waitFor(() => expect(panel.querySelector('[data-fact="country"]')).toHaveTextContent('Deutschland'));
  },
};

export const Addresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Addresses' }));
    await expect(await canvas.findAllByTestId('address-card')).toHaveLength(2);
  },
};

export const ChineseHey: Story = {
  globals: { language: 'zh', theme: 'hey' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '个人中心' }),
    ).toBeVisible();
  },
};

/** The request form as a screen: two pictures uploaded through the mock server, previews shown. */
export const ApplyGermanVip: Story = {
  globals: { language: 'de', theme: 'vip' },
  render: () => (
    <BrowseScreenPreview path="/afterSalesApply?orderNo=KO202600001&artNo=VE-160-SA&itemName=Vento&quantity=3">
      <AfterSalesApplyScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Reklamation einreichen' }),
    ).toBeVisible();
    // The form waits for the member (its contact is prefilled from them), the line comes from the address.
    await expect(await canvas.findByRole('textbox', { name: /Artikelnummer/ })).toHaveValue('VE-160-SA');
    await expect(canvas.getByRole('textbox', { name: /Ansprechpartner/ })).not.toHaveValue('');
    await userEvent.upload(fileInputs(canvasElement)[1]!, [
      picture('ecke.png'),
      picture('glas.png'),
    ]);
    const previews = await canvas.findByRole('list', { name: 'Vorschau: Beweisfotos' });
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(2));
  },
};

/** From the line of an order that has a request already: the form says how far that request is, and links the list. */
export const ApplyForALineWithARequest: Story = {
  render: () => (
    <BrowseScreenPreview path="/afterSalesApply?orderNo=KO202600005&skuId=11&artNo=VE-160-SA&itemName=Vento&quantity=40">
      <AfterSalesApplyScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have applied for after-sales service for this line already: Processed\./)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('link', { name: 'After-sales orders' })).toHaveAttribute('href', '/personal?tab=aftersales');
    await expect(await canvas.findByRole('textbox', { name: /Art/ })).toHaveValue('VE-160-SA');
  },
};
