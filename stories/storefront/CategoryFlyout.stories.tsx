import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryFlyout } from '@kontor/ui/storefront/CategoryFlyout';
import { MARKUP_LABEL, storyCategoryTree } from './header-fixtures.js';

// Links navigate through react-aria's router: the story's router records where a leaf leads instead of leaving.
const navigate = fn();

const meta = {
  title: 'Storefront/CategoryFlyout',
  component: CategoryFlyout,
  // Levels beside each other, as on a tablet or desktop; the story tests' frame is phone-wide (414 px), which would
  // drill down (see PhoneDrillDown).
  args: { categories: storyCategoryTree(), onReload: fn(), onNavigate: fn(), levels: 'side' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof CategoryFlyout>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const item = (canvasElement: HTMLElement, name: string) => page(canvasElement).getByRole('menuitem', { name });

export const KeyboardWalk: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Categories' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('menu', { name: 'Categories' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const outdoor = item(canvasElement, 'Outdoor furniture');
    await waitFor(() => expect(outdoor).toHaveFocus());
    await expect(outdoor).toHaveAttribute('aria-haspopup', 'menu');
    await expect(outdoor).toHaveAttribute('aria-expanded', 'false');
    // Level 2, then level 3, by the arrow keys.
    await userEvent.keyboard('{ArrowRight}');
    await page(canvasElement).findByRole('menu', { name: 'Outdoor furniture' });
    await expect(outdoor).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item(canvasElement, 'Dining sets')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(item(canvasElement, 'Aluminium tables')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item(canvasElement, 'Stacking chairs')).toHaveFocus());
    // Left goes back a level, to the node that opened it.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(item(canvasElement, 'Dining sets')).toHaveFocus());
    await waitFor(() => expect(page(canvasElement).queryByRole('menu', { name: 'Dining sets' })).toBeNull());
    // A hidden node (show=false) is not offered.
    await expect(page(canvasElement).queryByRole('menuitem', { name: 'Hidden category' })).toBeNull();
    // Enter on a leaf goes to its category page.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/classification?id=113', undefined));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 113, label: 'Teak tables' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Categories' });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('menu', { name: 'Categories' });
    // Opened by pointer, the menu takes focus; the arrows then reach the first node and its level.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item(canvasElement, 'Outdoor furniture')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await page(canvasElement).findByRole('menu', { name: 'Outdoor furniture' });
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PointerToLeaf: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Categories' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Shade' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Parasol bases' }));
    const granite = await page(canvasElement).findByRole('menuitem', { name: 'Granite bases' });
    await expect(granite).toHaveAttribute('href', '/classification?id=221');
    await userEvent.click(granite);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/classification?id=221', undefined));
  },
};

/** On a phone a node with children shows its level in place of its parent's, with a first item that leads back. */
export const PhoneDrillDown: Story = {
  // What `auto` does below 768 px, pinned so the story shows it at any width.
  args: { levels: 'drill-down' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Categories' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const outdoor = await page(canvasElement).findByRole('menuitem', { name: 'Outdoor furniture' });
    await waitFor(() => expect(outdoor).toHaveFocus());
    await expect(outdoor).not.toHaveAttribute('aria-haspopup');
    // Enter opens the level in place of its parent's items, its way back first and focused: one menu at a time,
    // never a second beside it (that one was off a phone's screen).
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item(canvasElement, 'Back to Categories')).toHaveFocus());
    await expect(page(canvasElement).queryByRole('menuitem', { name: 'Outdoor furniture' })).toBeNull();
    await expect(page(canvasElement).getAllByRole('menu')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(item(canvasElement, 'Back to Outdoor furniture')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item(canvasElement, 'Back to Categories')).toHaveFocus());
    // By pointer to a leaf, which navigates.
    await userEvent.click(item(canvasElement, 'Dining sets'));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Teak tables' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/classification?id=113', undefined));
  },
};

export const MarkupShownAsText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Categories' }));
    const markup = await page(canvasElement).findByRole('menuitem', { name: MARKUP_LABEL });
    await expect(markup).toHaveTextContent(MARKUP_LABEL);
    await expect(markup.querySelector('b, i')).toBeNull();
    // A childless top node is a link itself.
    await expect(markup).toHaveAttribute('href', '/classification?id=900');
  },
};

export const MoreReloads: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Categories' }));
    const more = await page(canvasElement).findByRole('menuitem', { name: 'More+' });
    await expect(more).not.toHaveAttribute('href');
    await userEvent.click(more);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { categories: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Categories' }));
    const loading = await page(canvasElement).findByRole('menuitem', { name: 'Loading categories…' });
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LoadFailed: Story = {
  args: { categories: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Categories' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: /could not be loaded/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
