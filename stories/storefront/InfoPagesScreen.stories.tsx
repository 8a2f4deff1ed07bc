import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AboutScreen from '../../packages/shop-app/src/screens/info/AboutScreen.js';
import FaqScreen from '../../packages/shop-app/src/screens/info/FaqScreen.js';
import NewsScreen from '../../packages/shop-app/src/screens/info/NewsScreen.js';
import TermsScreen from '../../packages/shop-app/src/screens/info/TermsScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

/** The footer's four information pages; public, so they are shown signed out. */
const meta = {
  title: 'Screens/InfoPages',
  component: AboutScreen,
  render: () => (
    <BrowseScreenPreview path="/aboutUs" signedIn={false}>
      <AboutScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** About us: the company's contact details come from the server (GET /scgl/company/info). */
export const AboutUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvas.getByText(/Plan at least 6 weeks for a container/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Kontor Trading GmbH' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'service@kontor.example.com' })).toHaveAttribute('href', 'mailto:service@kontor.example.com');
  },
};

export const AboutUsGerman: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
    await expect(await canvas.findByText('Speicherstadt 12, 20457 Hamburg, Deutschland')).toBeVisible();
  },
};

/** News: each item's day in the language's format. */
export const News: Story = {
  render: () => (
    <BrowseScreenPreview path="/news" signedIn={false}>
      <NewsScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const item = canvas.getByRole('region', { name: 'Spare parts shop opened' });
    await expect(within(item).getByText(/up to 5 photos/)).toBeVisible();
  },
};

export const NewsChinese: Story = {
  globals: { language: 'zh' },
  render: News.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2026年11月2日')).toBeVisible();
  },
};

export const TermsOfService: Story = {
  render: () => (
    <BrowseScreenPreview path="/termsOfService" signedIn={false}>
      <TermsScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
  },
};

/** Common problems: the figures come from the shop's rules, formatted per language. */
export const CommonProblems: Story = {
  render: () => (
    <BrowseScreenPreview path="/commonProblems" signedIn={false}>
      <FaqScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Common problems' })).toBeVisible();
    await expect(canvas.getByText(/A 20′ container holds 25\.00 m³, a 40′ 52\.00 m³ and a 40′ high cube 60\.00 m³/)).toBeVisible();
    await expect(canvas.getByText(/up to 5 photos of at most 5 MB each/)).toBeVisible();
  },
};

export const CommonProblemsGerman: Story = {
  globals: { language: 'de', theme: 'vip' },
  render: CommonProblems.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/fasst 25,00 m³/)).toBeVisible();
  },
};
