import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopFooter, FOOTER_LINKS } from '@kontor/ui/storefront/ShopFooter';
import { COMPANY_INFO_SEED } from '../../packages/server/src/db/seed-data/catalogue/site.js';

const info = Object.fromEntries(COMPANY_INFO_SEED.map((entry) => [entry.key, entry.labels[1]]));
const company = {
  name: info.name,
  address: info.address,
  phones: COMPANY_INFO_SEED.filter((entry) => entry.key.startsWith('phone')).map((entry) => entry.labels[1]),
  salesMail: info.salesMail,
  hours: info.hours,
};

const meta = {
  title: 'Storefront/ShopFooter',
  component: ShopFooter,
  args: {
    company,
    hrefs: { servicePolicy: '/partsService', advancedSearch: '/search', aboutUs: '/aboutUs', news: '/news', termsOfService: '/termsOfService', commonProblems: '/commonProblems' },
    year: 2027,
  },
} satisfies Meta<typeof ShopFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo', { name: 'Shop footer' });
    await expect(within(footer).getByText('Speicherstadt 12, 20457 Hamburg, Germany')).toBeVisible();
    await expect(within(footer).getByRole('link', { name: '+49 40 1234 5670' })).toHaveAttribute('href', 'tel:+494012345670');
    await expect(within(footer).getByRole('link', { name: 'sales@kontor.example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@kontor.example.com',
    );
    const links = within(footer).getByRole('navigation', { name: 'Information' });
    await expect(within(links).getAllByRole('listitem')).toHaveLength(FOOTER_LINKS.length);
    await expect(within(links).getByRole('link', { name: 'Advanced search' })).toHaveAttribute('href', '/search');
    // Every one of the seven links leads somewhere: four information pages, two shop routes, the sales mail.
    await expect(within(links).getAllByRole('link')).toHaveLength(FOOTER_LINKS.length);
    await expect(within(links).getByRole('link', { name: 'Common problems' })).toHaveAttribute('href', '/commonProblems');
    await expect(within(links).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@kontor.example.com',
    );
  },
};

export const MailThatIsNotAnAddress: Story = {
  args: { company: { ...company, salesMail: 'javascript:alert(1)//@x' } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('link', { name: /javascript/ })).toBeNull();
    await expect(within(footer).getByText('javascript:alert(1)//@x')).toBeVisible();
  },
};
