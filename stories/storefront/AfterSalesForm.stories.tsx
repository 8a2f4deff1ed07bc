import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AfterSalesForm } from '@kontor/ui/storefront/AfterSalesForm';
import { openLazySelect } from '../lazy-select';
import { fileInputs, picture } from './after-sales-fixtures';

/** Answers an upload with one link per file after reporting progress, as the binding's uploader does. */
const upload = async (files: File[], onProgress: (fraction: number) => void) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  onProgress(1);
  return files.map((file) => `/admin/sys-file/kontor/${file.name.replace(/[^\w.-]/g, '')}`);
};

/** Uploads run until their progress bars go: only then are the links in the form. */
const uploadsDone = (root: HTMLElement) =>
  waitFor(() => expect(within(root).queryAllByRole('progressbar')).toHaveLength(0), {
    timeout: 3000,
  });

const meta = {
  title: 'Storefront/AfterSalesForm',
  component: AfterSalesForm,
  args: {
    onUpload: fn(upload),
    onSubmit: fn(),
    maxQuantity: 4,
    defaultValues: {
      orderNo: 'KO202600007',
      artNo: 'VE-160-SA',
      itemName: 'Vento Dining table 160 cm',
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AfterSalesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillText(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await openLazySelect(canvasElement, /Service type/);
  await userEvent.click(
    await within(document.body).findByRole('option', { name: 'Replace product' }),
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /Contact person/ }), 'Anna Hoffmann');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@gartenwelt.example');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Damage description/ }),
    'Cracked glass on two table tops.',
  );
}

/** Fill in, attach a proof of purchase and two pictures (previews shown), remove one, send. */
export const FileARequest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    const [purchase, pictures] = fileInputs(canvasElement);
    await userEvent.upload(purchase!, [picture('invoice.png')]);
    await userEvent.upload(pictures!, [
      picture('corner.png'),
      picture('glass.png'),
      picture('extra.png'),
    ]);
    const previews = await canvas.findByRole('list', { name: 'Previews of Proof pictures' });
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(3));
    await expect(within(previews).getByRole('img', { name: 'glass.png' })).toBeVisible();
    // Removed before sending: it leaves the list and the request.
    await uploadsDone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove extra.png' }));
    await expect(within(previews).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          artNo: 'VE-160-SA',
          serviceType: 1,
          applyQuantity: 1,
          proofOfPurchase: ['/admin/sys-file/kontor/invoice.png'],
          proofImages: ['/admin/sys-file/kontor/corner.png', '/admin/sys-file/kontor/glass.png'],
        }),
      ),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your after-sales request has been sent.',
    );
  },
};

/** Every required field empty: each refused at the field with the spec's text, focus on the first, nothing sent. */
export const EmptyRequiredFields: Story = {
  args: { defaultValues: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    for (const text of [
      'The article no. cannot be empty',
      'The contact person cannot be empty',
      'The email cannot be empty',
      'The damage description cannot be empty',
      "The customer's proof of purchase cannot be empty",
      'Please select a service type',
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: /Article no/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Article no/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A field made red on leaving it does not take the focus from the first field to fix, above it. */
export const FocusFirstFieldToFix: Story = {
  args: { defaultValues: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'bad');
    await userEvent.click(canvas.getByRole('textbox', { name: /Damage description/ }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const artNo = canvas.getByRole('textbox', { name: /Article no/ });
    await waitFor(() => expect(artNo).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(artNo).toHaveFocus());
    await expect(email).toHaveValue('bad');
  },
};

/** The server refuses a field: its error shows there, with the bound, and the focus goes to it. */
export const ServerRefusesAField: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(Object.assign(new Error('validation.text.tooLong'), { field: 'contactPerson', max: 100 })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    await userEvent.upload(fileInputs(canvasElement)[0]!, [picture('invoice.png')]);
    await uploadsDone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const contact = canvas.getByRole('textbox', { name: /Contact person/ });
    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'));
    await expect(contact).toHaveAccessibleDescription('This text can have at most 100 characters.');
    await waitFor(() => expect(contact).toHaveFocus());
    await expect(contact).toHaveValue('Anna Hoffmann');
  },
};

/** A sixth file is refused with the spec's text and the five stay. */
export const SixthFileRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pictures = fileInputs(canvasElement)[1]!;
    await userEvent.upload(
      pictures,
      [1, 2, 3, 4, 5].map((n) => picture(`photo-${n}.png`)),
    );
    const previews = await canvas.findByRole('list', { name: 'Previews of Proof pictures' });
    await uploadsDone(canvasElement);
    await userEvent.upload(pictures, [picture('photo-6.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The number of uploaded files cannot exceed 5!',
    );
    await expect(within(previews).getAllByRole('img')).toHaveLength(5);
  },
};

/** A 6 MB picture is refused with the spec's text and never uploaded. */
export const SixMegabytePictureRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputs(canvasElement)[1]!, [picture('huge.png', 6 * 1024 * 1024)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The size of the uploaded picture cannot exceed 5MB!',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Previews of Proof pictures' })).toBeNull();
  },
};

/** More than was ordered cannot be applied for: the field says the bound and holds typed values to it. */
export const QuantityAboveOrdered: Story = {
  args: { maxQuantity: 2, defaultValues: { artNo: 'VE-160-SA' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('At most 2 (the ordered quantity)')).toBeVisible();
    await fillText(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: /Apply quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.tab();
    await expect(quantity).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    // Sent without a proof of purchase: only that is refused; the held quantity is valid.
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(
      await canvas.findByText("The customer's proof of purchase cannot be empty"),
    ).toBeVisible();
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The proof of purchase is required like the fields above it: an asterisk, a red zone when missing, focus taken there. */
export const MissingProofOfPurchase: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    const label = canvas.getByText('Proof of purchase');
    await expect(getComputedStyle(label, '::after').content).toBe('" *"');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const error = await canvas.findByText("The customer's proof of purchase cannot be empty");
    const zone = label.closest<HTMLElement>('[data-invalid]');
    await expect(zone).not.toBeNull();
    // Focus leaves the button for the zone that needs a file, and the zone names its error.
    await waitFor(() => expect(zone!.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement).toHaveAccessibleDescription(error.textContent!);
    const border = getComputedStyle(zone!.firstElementChild!).borderTopColor;
    await expect(border).not.toBe(getComputedStyle(canvas.getByText('Proof pictures').closest('div')!.parentElement!).borderTopColor);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the send: its message shows and every typed value and attachment stays. */
export const FailedSendKeepsEverything: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('validation.upload.notOwn'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    const [purchase, pictures] = fileInputs(canvasElement);
    await userEvent.upload(purchase!, [picture('invoice.png')]);
    await userEvent.upload(pictures!, [picture('corner.png'), picture('glass.png')]);
    await uploadsDone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(
      await canvas.findByText('Only files you uploaded yourself can be attached.'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /Contact person/ })).toHaveValue(
      'Anna Hoffmann',
    );
    await expect(canvas.getByRole('textbox', { name: /Damage description/ })).toHaveValue(
      'Cracked glass on two table tops.',
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Previews of Proof pictures' })).getAllByRole('img'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Sending while pictures still upload is held with a note; once they are in, the send carries them. */
export const SendWhileUploading: Story = {
  args: {
    onUpload: fn(async (files: File[], onProgress: (fraction: number) => void) => {
      const slow = files.some((file) => file.name.startsWith('slow'));
      await new Promise((resolve) => setTimeout(resolve, slow ? 1200 : 20));
      onProgress(1);
      return files.map((file) => `/admin/sys-file/kontor/${file.name}`);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    const [purchase, pictures] = fileInputs(canvasElement);
    await userEvent.upload(purchase!, [picture('invoice.png')]);
    await uploadsDone(canvasElement);
    await userEvent.upload(pictures!, [picture('slow-corner.png')]);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(
      await canvas.findByText('Please wait until the files are uploaded, then send again.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await uploadsDone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ proofImages: ['/admin/sys-file/kontor/slow-corner.png'] }),
      ),
    );
  },
};

/** The required proof of purchase still uploading: the send is held with the note, not refused as "empty". */
export const SendWhileTheProofOfPurchaseUploads: Story = {
  args: SendWhileUploading.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    await userEvent.upload(fileInputs(canvasElement)[0]!, [picture('slow-invoice.png')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(
      await canvas.findByText('Please wait until the files are uploaded, then send again.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/proof of purchase cannot be empty/i)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await uploadsDone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

/** A failed upload says so and leaves nothing half-attached. */
export const UploadFails: Story = {
  args: {
    onUpload: fn((_files: File[], _onProgress: (fraction: number) => void): Promise<string[]> =>
      Promise.reject(new Error('offline')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputs(canvasElement)[1]!, [picture('corner.png')]);
    await expect(
      await canvas.findByText('The upload failed; please choose the files again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove corner.png' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('联系人不能为空')).toBeVisible();
  },
};

export const GermanVip: Story = {
  globals: { language: 'de', theme: 'vip' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Reklamationsantrag' }),
    ).toBeVisible();
  },
};

/**
 * A draft given back after a reload: the proofs uploaded before are listed by the chosen files' names as uploaded;
 * one removed, the send carries the others, and every change is reported with the names.
 */
export const DraftKeptAcrossAReload: Story = {
  args: {
    onValuesChange: fn(),
    defaultValues: {
      orderNo: 'KO202600007',
      artNo: 'VE-160-SA',
      itemName: 'Vento Dining table 160 cm',
      serviceType: 1,
      contactPerson: 'Anna Hoffmann',
      email: 'anna@gartenwelt.example',
      damageDescription: 'Cracked glass on two table tops.',
      proofOfPurchase: ['/admin/sys-file/kontor/5f0c2a.png'],
      proofImages: ['/admin/sys-file/kontor/9b1d7e.png', '/admin/sys-file/kontor/c3a8f4.png'],
    },
    defaultFileNames: {
      '/admin/sys-file/kontor/5f0c2a.png': 'invoice.png',
      '/admin/sys-file/kontor/9b1d7e.png': 'corner.png',
      '/admin/sys-file/kontor/c3a8f4.png': 'glass.png',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const uploaded = () => canvas.getAllByRole('listitem').filter((item) => item.textContent?.includes('Uploaded'));
    await expect(uploaded().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^invoice\.png/),
      expect.stringMatching(/^corner\.png/),
      expect.stringMatching(/^glass\.png/),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove glass.png' }));
    await waitFor(() => expect(uploaded()).toHaveLength(2));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ proofImages: ['/admin/sys-file/kontor/9b1d7e.png'] }),
      { '/admin/sys-file/kontor/5f0c2a.png': 'invoice.png', '/admin/sys-file/kontor/9b1d7e.png': 'corner.png' },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          damageDescription: 'Cracked glass on two table tops.',
          proofOfPurchase: ['/admin/sys-file/kontor/5f0c2a.png'],
          proofImages: ['/admin/sys-file/kontor/9b1d7e.png'],
        }),
      ),
    );
  },
};
