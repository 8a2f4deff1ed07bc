import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenSize } from '@kontor/api/rules';
import {
  CatalogueDialog,
  SLIDES_PER_SCREEN,
  type CatalogueDialogProps,
} from '@kontor/ui/storefront/CatalogueDialog';
import { seedClassFiles, seedDataClasses } from '../../.storybook/mocks/header.handlers.js';

const CLASSES = seedDataClasses(2);

/** Chooses classes as the app does: the files of the chosen class from the seed, answered at once. */
function LiveCatalogue(args: CatalogueDialogProps) {
  const [chosen, setChosen] = useState(args.selectedClass);
  return (
    <CatalogueDialog
      {...args}
      selectedClass={chosen}
      onSelectClass={(key) => {
        setChosen(key);
        args.onSelectClass(key);
      }}
      files={args.files ?? (chosen ? seedClassFiles(2, chosen) : undefined)}
    />
  );
}

const meta = {
  title: 'Storefront/CatalogueDialog',
  component: CatalogueDialog,
  args: {
    dataClasses: CLASSES,
    classesState: 'ready',
    onSelectClass: fn(),
    files: undefined,
    filesState: 'ready',
    onRetry: fn(),
  },
  render: (args) => <LiveCatalogue {...args} />,
} satisfies Meta<typeof CatalogueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Catalogue download' }));
  return page(canvasElement).findByRole('dialog', { name: 'Download catalogues and documents' });
}

export const NumberedColumns: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByText('Choose a class to see its files.')).toBeVisible();
    const classes = within(dialog).getByRole('region', { name: 'Document classes' });
    // Five classes per view on a wide screen, fewer on a narrow one; the rest wait behind 'Next slides'.
    const perView = SLIDES_PER_SCREEN[screenSize(window.innerWidth)];
    const slides = within(classes).getAllByRole('group');
    await waitFor(() => expect(slides.filter((slide) => slide.hasAttribute('data-in-view'))).toHaveLength(perView));
    await userEvent.click(within(classes).getByRole('button', { name: 'Catalogues' }));
    await expect(args.onSelectClass).toHaveBeenCalledWith('1');
    await expect(within(classes).getByRole('button', { name: 'Catalogues' })).toHaveAttribute('aria-pressed', 'true');
    // 14 files: 1-10 on the left, 11-14 on the right, numbered on.
    const [left, right] = within(dialog).getAllByRole('list');
    await expect(left).toHaveAttribute('start', '1');
    await expect(within(left!).getAllByRole('listitem')).toHaveLength(10);
    await expect(right).toHaveAttribute('start', '11');
    await expect(within(right!).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(right!).getAllByRole('listitem')[0]).toHaveAttribute('value', '11');
    const first = within(left!).getByRole('link', { name: /Complete range 2027/ });
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first.getAttribute('href')).toMatch(/^https:\/\//);
    // A shorter class has one column only.
    await userEvent.click(within(classes).getByRole('button', { name: 'Price lists' }));
    await waitFor(() => expect(within(dialog).getAllByRole('list')).toHaveLength(1));
  },
};

export const OnlyWebLinksOpen: Story = {
  args: {
    selectedClass: '1',
    files: [
      { name: 'Complete range 2027', fileLink: 'https://shop.kontor.example/a.pdf' },
      { name: 'Sneaky file', fileLink: 'javascript:alert(1)' },
      { name: 'Relative file', fileLink: '/admin/sys-file/b.pdf' },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    await expect(within(dialog).getByText('Sneaky file')).toBeVisible();
    await expect(within(dialog).getAllByText('(no download available)')).toHaveLength(2);
  },
};

export const KeyboardChoosesClass: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Catalogues' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onSelectClass).toHaveBeenCalledWith('1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Catalogue download' })).toHaveFocus());
  },
};

export const LoadingClasses: Story = {
  args: { dataClasses: undefined, classesState: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const NoClasses: Story = {
  args: { dataClasses: [] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByText('There are no documents to download yet.')).toBeVisible();
  },
};

export const EmptyClass: Story = {
  args: { selectedClass: '1', files: [] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByText('This class has no files yet.')).toBeVisible();
  },
};

export const FilesFailed: Story = {
  args: { selectedClass: '1', filesState: 'error' },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The documents could not be loaded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
