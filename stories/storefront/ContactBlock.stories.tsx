import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactBlock } from '@kontor/ui/storefront/ContactBlock';
import { COMPANY_INFO_SEED } from '../../packages/server/src/db/seed-data/catalogue/site.js';

/** The seed's company details in one language (index 0 zh, 1 en, 2 de, 3 fr), shaped as GET /scgl/company/info answers. */
const companyIn = (index: number) => ({
  ...Object.fromEntries(COMPANY_INFO_SEED.map((entry) => [entry.key, entry.labels[index] ?? ''])),
  phones: COMPANY_INFO_SEED.filter((entry) => entry.key.startsWith('phone')).map((entry) => entry.labels[index] ?? ''),
});

const meta = {
  title: 'Storefront/ContactBlock',
  component: ContactBlock,
  args: { company: companyIn(1) },
} satisfies Meta<typeof ContactBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kontor Trading GmbH' })).toBeVisible();
    await expect(canvas.getByText('Speicherstadt 12, 20457 Hamburg, Germany')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^\+/ })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '+86 21 5555 0188' })).toHaveAttribute('href', 'tel:+862155550188');
    await expect(canvas.getByRole('link', { name: 'sales@kontor.example.com' })).toHaveAttribute('href', 'mailto:sales@kontor.example.com');
    // The footer shows only the sales mail.
    await expect(canvas.queryByText('service@kontor.example.com')).toBeNull();
    await expect(canvas.getByText('Mon–Fri 8:00–17:00 CET')).toBeVisible();
  },
};

/** On the information pages: a title of its own, the company's name as a line, and the service mail. */
export const WithTitleAndServiceMail: Story = {
  args: { title: 'Contact', headingLevel: 3, withServiceMail: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contact' })).toBeVisible();
    await expect(canvas.getByText('Kontor Trading GmbH')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'service@kontor.example.com' })).toHaveAttribute('href', 'mailto:service@kontor.example.com');
  },
};

export const German: Story = {
  args: { company: companyIn(2), withServiceMail: true },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Speicherstadt 12, 20457 Hamburg, Deutschland')).toBeVisible();
    await expect(canvas.getByText('Vertriebs-E-Mail')).toBeVisible();
    await expect(canvas.getByText('Geschäftszeiten')).toBeVisible();
  },
};

/** Server text never becomes HTML or a link of another kind. */
export const HostileText: Story = {
  args: { company: { name: '<b>Kontor</b>', salesMail: 'javascript:alert(1)//@x', phones: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '<b>Kontor</b>' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('javascript:alert(1)//@x')).toBeVisible();
  },
};

/** Before the details arrive: the heading only, no empty labels. */
export const Loading: Story = {
  args: { company: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(canvas.queryByText('Phone')).toBeNull();
  },
};
