import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchForm, type SearchFormProps } from '@kontor/ui/storefront/SearchForm';

/** The form with its word kept in memory, as the binding keeps it in the address. */
function Stateful(props: SearchFormProps) {
  const [word, setWord] = useState(props.word);
  return (
    <>
      <SearchForm
        {...props}
        word={word}
        onSearch={(next) => {
          setWord(next);
          props.onSearch(next);
        }}
      />
      <button type="button" onClick={() => setWord('parasol')}>Follow a popular word</button>
    </>
  );
}

const meta = {
  title: 'Storefront/SearchForm',
  component: SearchForm,
  render: (args) => <Stateful {...args} />,
  args: { word: '', onSearch: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter searches for the typed word, blanks around it dropped; the field is a search landmark. */
export const SearchByEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search word' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search word' }), '  teak chair{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('teak chair');
  },
};

/** The button searches too; at most 20 characters are taken, and the count left is shown. */
export const SearchByButtonWithinLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await userEvent.type(field, 'a very long search word indeed');
    await expect(field).toHaveValue('a very long search w');
    await expect(canvas.getByText('0 characters left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('a very long search w');
  },
};

/** A word arriving from outside (a popular word, back) replaces what was typed; clearing the field searches for ''. */
export const WordFromOutside: Story = {
  args: { word: 'teak' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await expect(field).toHaveValue('teak');
    await userEvent.type(field, ' table');
    await userEvent.click(canvas.getByRole('button', { name: 'Follow a popular word' }));
    await expect(field).toHaveValue('parasol');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Suchbegriff' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suchen' })).toBeVisible();
  },
};
