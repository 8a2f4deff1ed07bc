// Opening a light-first Select (LazySelect) in a play function as a pointer user does it.
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The pointer reaches the trigger (the list's code loads and the full Select takes over in place), then presses it.
 * A press sent to the light trigger's element after the full one replaced it would press nothing: a loaded machine
 * can finish the takeover between the pointer's arrival and its press.
 */
export async function openLazySelect(scope: HTMLElement, name: RegExp): Promise<void> {
  const trigger = () => within(scope).getByRole('button', { name });
  await userEvent.hover(trigger());
  // The full Select's trigger sits in react-aria's Select (data-rac); the light one in a plain box.
  await waitFor(() => expect(trigger().parentElement).toHaveAttribute('data-rac'));
  await userEvent.click(trigger());
}

/** The same by keyboard: the focus reaches the trigger (the full Select takes over, keeping the focus), then ↓ opens it. */
export async function openLazySelectByKeyboard(scope: HTMLElement, name: RegExp): Promise<void> {
  const trigger = () => within(scope).getByRole('button', { name });
  trigger().focus();
  await waitFor(() => expect(trigger().parentElement).toHaveAttribute('data-rac'));
  await waitFor(() => expect(trigger()).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
}
