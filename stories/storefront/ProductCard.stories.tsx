import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from '@kontor/ui/storefront/ProductCard';
import { productOf, storySku } from '../../.storybook/mocks/browse-seed.js';

const inStock = productOf(storySku('inStock'), 2);
const soldOut = productOf(storySku('soldOut'), 2);

const meta = {
  title: 'Storefront/ProductCard',
  component: ProductCard,
  args: { product: inStock, href: '/detail?id=15', onAdd: fn() },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: inStock.name })).toHaveAttribute('href', '/detail?id=15');
    await expect(canvas.getByText('SV02-105')).toBeVisible();
    await expect(canvas.getByText('€69.90')).toBeVisible();
    await expect(canvas.getByText(/In stock: CN 402 · DE 235/)).toBeVisible();
    await expect(canvas.getByText(`${inStock.qty40!.toLocaleString('en-US')} pcs per 40'`)).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const SoldOut: Story = {
  args: { product: soldOut },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Temporarily unavailable' })).toBeDisabled();
    await expect(canvas.getByText('More available from 25 Jan 2027')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const PriceOnRequest: Story = {
  args: { product: { ...inStock, unitPrice: null, discountPrice: null, image: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price on request')).toBeVisible();
  },
};

/** A long German name is clamped to two lines; the full name stays in the title and the link's name. */
export const LongName: Story = {
  globals: { language: 'de' },
  args: { product: { ...productOf(storySku('inStock'), 3), name: 'Alba Stapelstuhl Standard mit extra breiter Armlehne und wetterfester Auflage, Naturteak' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(expect.stringContaining('wetterfester Auflage'));
  },
};

/**
 * A card in a two-column phone grid (320 px wide) in German: the add action's long compound breaks where the
 * catalogue allows it, and no line of its text reaches into the button's side padding.
 */
export const NarrowGerman: Story = {
  globals: { language: 'de' },
  decorators: [(Story) => <div style={{ width: 145 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const box = button.getBoundingClientRect();
    const style = getComputedStyle(button);
    const range = document.createRange();
    range.selectNodeContents(button);
    for (const line of range.getClientRects()) {
      await expect(line.left).toBeGreaterThanOrEqual(box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth) - 0.5);
      await expect(line.right).toBeLessThanOrEqual(box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth) + 0.5);
    }
  },
};

/**
 * At every card width from a phone's to a desktop's, each store of the stock line ('DE 235', '德国 235') lies on one
 * line, however the card wraps the rest.
 */
async function expectStoresWhole(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
  for (let width = 120; width <= 260; width += 2) {
    frame.style.width = `${width}px`;
    await expectStoresWholeAtWidth(canvasElement);
  }
}

async function expectStoresWholeAtWidth(canvasElement: HTMLElement) {
  const chip = canvasElement.querySelector('[data-stock-status="available"] span')!;
  const text = chip.firstChild as Text;
  const stores = [...text.data.matchAll(/(?:CN|DE|中国|德国)\s[\d.,\s]*\d/g)];
  await expect(stores).toHaveLength(2);
  for (const store of stores) {
    const range = document.createRange();
    range.setStart(text, store.index);
    range.setEnd(text, store.index + store[0].length);
    const tops = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
    await expect(tops.size, store[0]).toBe(1);
  }
}

const stockLine = (language: 'de' | 'zh'): Story => ({
  globals: { language },
  args: { product: { ...inStock, stockDe: 0 } },
  decorators: [(Story) => <div data-frame=""><Story /></div>],
  play: async ({ canvasElement }) => expectStoresWhole(canvasElement),
});

/** The stock line wraps between its stores ('CN 402 ·' / 'DE 0'), never inside one, in German ... */
export const StockLineGerman: Story = stockLine('de');
/** ... and in Chinese, whose text may otherwise break between any two characters ('德' / '国 0'). */
export const StockLineChinese: Story = stockLine('zh');

/**
 * A member's card drawn before its price and stock arrive, then filled in sold out (with the later date) or in stock:
 * at a desktop grid's width all three are as tall, so the row below does not move; at a phone's the later date's
 * line (two lines there) is as tall in every state.
 */
export const SameHeightWhileFillingIn: Story = {
  globals: { language: 'de' },
  decorators: [],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[226, 145].map((width) => (
        <div key={width} data-width={width} style={{ display: 'flex', gap: 8, alignItems: 'start' }}>
          <div style={{ width }}><ProductCard {...args} product={soldOut} factsPending /></div>
          <div style={{ width }}><ProductCard {...args} product={soldOut} /></div>
          <div style={{ width }}><ProductCard {...args} product={inStock} /></div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dates = within(canvasElement).getAllByText(/Wieder verfügbar ab/);
    await expect(dates.filter((date) => getComputedStyle(date).visibility === 'visible')).toHaveLength(2);
    const heights = (elements: Iterable<Element>) => [...elements].map((element) => element.getBoundingClientRect().height);
    const [desktop] = [...canvasElement.querySelectorAll('[data-width]')];
    const [pending, ...filled] = heights(desktop!.querySelectorAll('article'));
    for (const height of filled) await expect(height).toBe(pending);
    const [reserved, ...shown] = heights(dates.slice(3));
    await expect(reserved).toBeGreaterThan(20);
    for (const height of shown) await expect(height).toBe(reserved);
  },
};
