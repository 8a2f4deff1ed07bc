import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserInfoForm } from '@kontor/ui/shell/UserInfoForm';
import { SEED_COUNTRIES, SEED_MEMBER, SEED_USER_INFO } from '../../.storybook/mocks/admin-seed.js';

const meta = {
  title: 'Shell/UserInfoForm',
  component: UserInfoForm,
  args: {
    account: {
      username: SEED_USER_INFO.sysUser.username,
      realname: SEED_USER_INFO.sysUser.realname,
      avatar: null,
      level: SEED_MEMBER.level,
      tradeMode: 'DDP',
      salesname: SEED_MEMBER.salesname,
      salesPhone: SEED_MEMBER.salesPhone,
    },
    member: {
      name: SEED_MEMBER.name,
      company: SEED_MEMBER.company,
      tel: SEED_MEMBER.tel,
      email: SEED_MEMBER.email,
      countryId: SEED_MEMBER.countryId,
    },
    countries: SEED_COUNTRIES,
    onSubmit: fn(),
  },
} satisfies Meta<typeof UserInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Avatar of Greta Hoffmann' })).toHaveTextContent('GH');
    await expect(canvas.getByText('ddp-buyer')).toBeVisible();
    await expect(canvas.getByText('Li Wei · +86 574 8765 4321')).toBeVisible();
    await expect(canvas.getByLabelText('Company')).toHaveValue('Gartenwelt Hoffmann GmbH');
    await expect(canvas.getByRole('button', { name: /Germany/ })).toBeVisible();
  },
};

/** The name's length (2 to 20), the phone helper at the field (empty, length 11, digits) and the mail's format. */
export const EveryRule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'G');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The name must be 2 to 20 characters long')).toBeVisible();
    await userEvent.type(name, 'reta Hoffmann');
    const tel = canvas.getByLabelText('Phone');
    await userEvent.clear(tel);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter a phone number')).toBeVisible();
    await waitFor(() => expect(tel).toHaveFocus());
    await userEvent.type(tel, '0151');
    await expect(await canvas.findByText('The phone number must have 11 digits')).toBeVisible();
    await userEvent.clear(tel);
    await userEvent.type(tel, '0151-234567');
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await userEvent.clear(tel);
    await userEvent.type(tel, '01512345678');
    const email = canvas.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'einkauf@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The email format is incorrect, please check!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SavedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByLabelText('Company');
    company.focus();
    await userEvent.keyboard('{Control>}a{/Control}Gartenwelt Nord GmbH');
    // Country by keyboard: open the select, pick France.
    canvas.getByRole('button', { name: /Germany/ }).focus();
    await userEvent.keyboard('{Enter}');
    const option = await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'France' });
    await userEvent.click(option);
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      company: 'Gartenwelt Nord GmbH',
      countryId: 11,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your details have been saved.');
  },
};

/** Only http(s) or same-site pictures are shown; a javascript: address falls back to the initials. */
export const UnsafeAvatar: Story = {
  args: { account: { ...meta.args.account, avatar: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('img', { name: 'Avatar of Greta Hoffmann' })).toHaveTextContent('GH');
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vertriebsmitarbeiter')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Speichern' })).toBeVisible();
  },
};

/** The account still read: placeholders for its facts, the member fields empty and out of reach, saving off. */
export const Pending: Story = {
  args: { pending: true, account: { username: '' }, member: { name: '', company: '', tel: '', email: '', countryId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
