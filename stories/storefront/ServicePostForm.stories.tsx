import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicePostForm } from '@kontor/ui/storefront/ServicePostForm';
import { fileInputs, picture } from './after-sales-fixtures';

/** Answers an upload with one link per file, as the binding's uploader does. */
const upload = async (files: File[], onProgress: (fraction: number) => void) => {
  onProgress(1);
  return files.map((file) => `/admin/sys-file/kontor/${file.name}`);
};

const meta = {
  title: 'Storefront/ServicePostForm',
  component: ServicePostForm,
  args: { onSubmit: fn(), onUpload: fn(upload) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServicePostForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMPTY = 'The input content cannot be empty!';

/** An empty subject and text are refused at their fields with the spec's message; focus goes to the first. */
export const RequiredFieldsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send post' }));
    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    const text = canvas.getByRole('textbox', { name: /Your question or request/ });
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(EMPTY)).toHaveLength(2);
    await waitFor(() => expect(subject).toHaveFocus());
    // Only blanks count as empty too.
    await userEvent.type(subject, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send post' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Art. no. of the product/ })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Subject, text, the product's art. no. and a picture (previewed) are sent; the form then starts afresh. */
export const SendAPost: Story = {
  args: { defaultSkuCode: 'SV01-101' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Art. no. of the product/ })).toHaveValue('SV01-101');
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Hinge for folding chair');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question or request/ }), 'The hinge of a folding chair broke.');
    await userEvent.upload(fileInputs(canvasElement)[0]!, [picture('hinge.png')]);
    const previews = await canvas.findByRole('list', { name: 'Previews of Pictures' });
    await expect(within(previews).getByRole('img', { name: 'hinge.png' })).toBeVisible();
    await waitFor(() => expect(canvas.queryAllByRole('progressbar')).toHaveLength(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Send post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Hinge for folding chair',
        content: 'The hinge of a folding chair broke.',
        skuCode: 'SV01-101',
        images: ['/admin/sys-file/kontor/hinge.png'],
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your post was sent');
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: 'Previews of Pictures' })).toBeNull();
  },
};

/** A failed send shows why above the button and keeps everything typed. */
export const FailedSendKeepsInput: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('validation.sku.unknown'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Glide caps');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question or request/ }), 'We need 40 glide caps.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Art. no. of the product/ }), 'NO-SUCH-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Send post' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Glide caps');
    await expect(canvas.getByRole('textbox', { name: /Your question or request/ })).toHaveValue('We need 40 glide caps.');
    await expect(canvas.getByRole('textbox', { name: /Art. no. of the product/ })).toHaveValue('NO-SUCH-1');
  },
};

/** A sixth picture is refused with the spec's text. */
export const SixthPictureRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInputs(canvasElement)[0]!,
      ['1', '2', '3', '4', '5', '6'].map((n) => picture(`part-${n}.png`)),
    );
    await expect(await canvas.findByText('The number of uploaded files cannot exceed 5!')).toBeVisible();
  },
};

export const FrenchRequired: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(await canvas.findAllByText('Le contenu saisi ne peut pas être vide !')).toHaveLength(2);
  },
};
