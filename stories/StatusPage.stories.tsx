import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { StatusPage } from '@kontor/ui/StatusPage';

const meta = {
  title: 'Screens/StatusPage',
  component: StatusPage,
  args: { status: 404, homeHref: '#home' },
  argTypes: { status: { control: 'inline-radio', options: [401, 403, 404, 500] } },
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404' })).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await waitFor(() => expect(link).toHaveFocus());
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
/** /401: not signed in; the way on is the sign-in page. */
export const Unauthorised: Story = {
  args: { status: 401, loginHref: '#login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '401' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '#login');
  },
};
export const Forbidden: Story = { args: { status: 403 } };
export const ServerError: Story = { args: { status: 500 } };
