import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoPage } from '@kontor/ui/storefront/InfoPage';

const meta = {
  title: 'Storefront/InfoPage',
  component: InfoPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'News',
    lead: 'What is new in the shop and in our range.',
    sections: [
      { id: 'catalogue', date: '2026-11-02', heading: 'The 2027 catalogues are ready to download', paragraphs: ['Price lists, product sheets and assembly instructions for every brand.'] },
      { id: 'parts', date: '2026-09-01', heading: 'Spare parts shop opened', paragraphs: ['Find a spare part by product and order it.', 'Or file an after-sales request with photos.'] },
    ],
  },
} satisfies Meta<typeof InfoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const item = canvas.getByRole('region', { name: 'Spare parts shop opened' });
    // The server's day, written the language's way, with the machine-readable date.
    await expect(within(item).getByText(/^1 Sept? 2026$/)).toHaveAttribute('datetime', '2026-09-01');
    await expect(within(item).getByText('Or file an after-sales request with photos.')).toBeVisible();
  },
};

export const GermanDates: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('02.11.2026')).toBeVisible();
  },
};

/** With a side block (the company's contact) beside the text from 992 px, under it on a phone. */
export const WithAside: Story = {
  args: {
    title: 'About us',
    sections: [{ id: 'range', heading: 'What we offer', paragraphs: ['Chairs, tables, loungers and parasols from our own brands.'] }],
    aside: <p>Kontor Trading GmbH, Speicherstadt 12, 20457 Hamburg</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'What we offer' })).toBeVisible();
    await expect(canvas.getByText(/Speicherstadt 12/)).toBeVisible();
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};
