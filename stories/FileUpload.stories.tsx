import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { FileUpload } from '@kontor/ui/FileUpload';

const photo = (name: string, bytes = 200 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  args: { label: 'Proof of purchase', onChange: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      photo('invoice.jpg'),
      photo('pallet-damage.jpg'),
    ]);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove invoice.jpg' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'pallet-damage.jpg' }),
    ]);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: [photo('invoice.jpg'), photo('receipt.pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First stop: the drop zone itself (paste or drop by keyboard); its ring is drawn on the zone.
    await userEvent.tab();
    const zone = canvasElement.querySelector<HTMLElement>('[data-rac][data-focus-visible]');
    await expect(zone).not.toBeNull();
    await expect(getComputedStyle(zone!).outlineStyle).toBe('solid');
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    await waitFor(() => expect(choose).toHaveFocus());
    await expect(getComputedStyle(choose).outlineStyle).toBe('solid');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove invoice.jpg' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // Focus moves to the next file's remove button rather than getting lost.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove receipt.pdf' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('list')).toBeNull();
    await waitFor(() => expect(choose).toHaveFocus());
  },
};

/** Disabled while what was chosen uploads, as the after-sales proof picker does. */
function UploadingAtOnce(props: ComponentProps<typeof FileUpload>) {
  const [busy, setBusy] = useState(false);
  return (
    <FileUpload
      {...props}
      isDisabled={busy}
      onChange={(files) => {
        props.onChange?.(files);
        setBusy(true);
        setTimeout(() => setBusy(false), 300);
      }}
    />
  );
}

export const KeyboardWhileUploading: Story = {
  render: (args) => <UploadingAtOnce {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    choose.focus();
    // Files chosen in the browser's dialog (opened by Enter), with the focus on "Choose files".
    const input = fileInput(canvasElement);
    const chosen = new DataTransfer();
    chosen.items.add(photo('invoice.jpg'));
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(choose).toBeDisabled());
    // The upload over, the focus is back where the user was, not on the page.
    await waitFor(() => expect(choose).toBeEnabled());
    await waitFor(() => expect(choose).toHaveFocus());
  },
};

export const TooManyFiles: Story = {
  play: async ({ canvasElement }) => {
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => photo(`photo-${n}.jpg`));
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The number of uploaded files cannot exceed 5!',
    );
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const PictureTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [photo('huge.jpg', 6 * 1024 * 1024)]);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The size of the uploaded picture cannot exceed 5MB!',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
