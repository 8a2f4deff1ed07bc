import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartsSearch, type PartsSearchProps } from '@kontor/ui/storefront/PartsSearch';
import type { Product } from '@kontor/api/contract';
import { productOf, seedSkus } from '../../.storybook/mocks/browse-seed';

/** The parts of the first seeded product that has any, in English. */
const parent = seedSkus().find((sku) => seedSkus().some((part) => part.parentSkuId === sku.id))!;
const parts: Product[] = seedSkus()
  .filter((sku) => sku.parentSkuId === parent.id)
  .map((sku) => productOf(sku, 2));

/** The search with its word kept in memory, as the binding keeps it in the address. */
function Stateful(props: PartsSearchProps<Product>) {
  const [word, setWord] = useState(props.word);
  return (
    <PartsSearch
      {...props}
      word={word}
      parts={word ? props.parts : undefined}
      onSearch={(next) => {
        setWord(next);
        props.onSearch(next);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/PartsSearch',
  component: PartsSearch<Product>,
  render: (args) => <Stateful {...args} />,
  args: {
    word: '',
    parts,
    onSearch: fn(),
    hrefOf: (part: Product) => `/partsServiceDetail?id=${part.skuId}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PartsSearch<Product>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product's art. no. and Enter: its spare parts show, each leading to its parts-service page. */
export const SearchByProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Search for a product to see its spare parts.')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Product, art. no. or part' }), `${parent.artNo}{Enter}`);
    await expect(args.onSearch).toHaveBeenCalledWith(parent.artNo);
    await expect(canvas.getByText(`Results for “${parent.artNo}”`)).toBeVisible();
    // The grid's code loads as it nears the screen, so its links arrive a moment after the results heading.
    const first = (await canvas.findAllByRole('link', { name: new RegExp(parts[0]!.name) }, { timeout: 5000 }))[0]!;
    await expect(first).toHaveAttribute('href', `/partsServiceDetail?id=${parts[0]!.skuId}`);
  },
};

/** The button searches too; blanks around the word are dropped. */
export const SearchByButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '  hinge  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search parts' }));
    await expect(args.onSearch).toHaveBeenCalledWith('hinge');
  },
};

export const Loading: Story = {
  args: { word: 'Vento', parts: undefined, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Spare parts' })).toBeVisible();
  },
};

export const NothingFoundGerman: Story = {
  globals: { language: 'de' },
  args: { word: 'Gartenzwerg', parts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ergebnisse für „Gartenzwerg“')).toBeVisible();
  },
};
