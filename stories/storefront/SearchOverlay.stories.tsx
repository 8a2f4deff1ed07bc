import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchOverlay, type SearchOverlayProps } from '@kontor/ui/storefront/SearchOverlay';
import { seedPopularWords, seedSearchWords } from '../../.storybook/mocks/header.handlers.js';

const WORDS = seedSearchWords(2);

/** Answers suggestions at once from the seed's English words, as the debounced query would. */
function LiveSearch(args: SearchOverlayProps) {
  const [term, setTerm] = useState('');
  const typed = term.trim();
  const words = WORDS.filter((word) => word.toLowerCase().includes(typed.toLowerCase())).slice(0, 10);
  return (
    <SearchOverlay
      {...args}
      suggestions={args.suggestions ?? { term: typed, words }}
      onInputChange={(text) => {
        setTerm(text);
        args.onInputChange?.(text);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/SearchOverlay',
  component: SearchOverlay,
  args: { popularWords: seedPopularWords(2), onSearch: fn(), onInputChange: fn() },
  render: (args) => <LiveSearch {...args} />,
} satisfies Meta<typeof SearchOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The word list under its visible heading ('Popular searches' or 'Suggestions'). */
async function words(dialog: HTMLElement, heading: string) {
  await expect(within(dialog).getByRole('heading', { name: heading })).toBeVisible();
  return within(dialog).getByRole('listbox');
}

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Search the shop' });
  const input = within(dialog).getByRole('searchbox', { name: 'Search word' });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

export const TwentyFirstCharacterRefused: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await open(canvasElement);
    await expect(within(dialog).getByText('20 characters left')).toBeVisible();
    await userEvent.type(input, 'stacking chair teak x');
    await expect(input).toHaveValue('stacking chair teak ');
    await expect(within(dialog).getByText('0 characters left')).toBeVisible();
    await userEvent.keyboard('y');
    await expect(input).toHaveValue('stacking chair teak ');
  },
};

export const PopularSearches: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    const popular = await words(dialog, 'Popular searches');
    await expect(within(popular).getAllByRole('option')).toHaveLength(8);
    await userEvent.click(within(popular).getByRole('option', { name: 'teak' }));
    await expect(args.onSearch).toHaveBeenCalledWith('teak');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const EnterSearchesTypedText: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = await open(canvasElement);
    await userEvent.type(input, '  gazebo {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('gazebo');
  },
};

export const ArrowButtonAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await open(canvasElement);
    const submit = within(dialog).getByRole('button', { name: 'Show results' });
    await expect(submit).toBeDisabled();
    await userEvent.type(input, 'bench');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(await words(dialog, 'Popular searches')).toBeVisible();
    await userEvent.type(input, 'parasol');
    await userEvent.click(submit);
    await expect(args.onSearch).toHaveBeenCalledWith('parasol');
  },
};

export const KeyboardThroughSuggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await open(canvasElement);
    await userEvent.type(input, 'sofa');
    const list = await words(dialog, 'Suggestions');
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'sofa',
      'corner sofa',
    ]);
    // Focus stays in the field; the arrows move a virtual focus through the suggestions.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const corner = within(list).getByRole('option', { name: 'corner sofa' });
    await expect(input).toHaveAttribute('aria-activedescendant', corner.id);
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('corner sofa');
  },
};

export const StaleSuggestionsDiscarded: Story = {
  args: { suggestions: { term: 'teak', words: ['teak', 'teak bench'] } },
  play: async ({ canvasElement }) => {
    const { dialog, input } = await open(canvasElement);
    await userEvent.type(input, 'tea');
    // The answer is for 'teak', not for the 'tea' now in the field: not shown.
    await expect(within(dialog).queryByRole('option')).toBeNull();
    await expect(within(dialog).getByText('No suggestions: press Enter to search')).toBeVisible();
    await userEvent.type(input, 'k');
    await expect(within(dialog).getAllByRole('option')).toHaveLength(2);
  },
};
