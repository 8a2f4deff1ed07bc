import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { FileUpload } from './FileUpload.js';
import type { Language } from '@kontor/api/rules';

const photo = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
// The browser would hide other types in its picker; the test hands one over as a drop would.
const user = () => userEvent.setup({ applyAccept: false });

function renderUpload(language: Language = 'en', onChange = vi.fn()) {
  render(
    <KontorTestProvider language={language}>
      <FileUpload label="Proof of purchase" onChange={onChange} />
    </KontorTestProvider>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { input, onChange };
}

describe('FileUpload', () => {
  it('lists chosen files with their size and removes one by keyboard, keeping focus in the list', async () => {
    const { input, onChange } = renderUpload();
    await user().upload(input, [photo('invoice.jpg', 2048), photo('damage.jpg', 3 * 1024 * 1024)]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list.textContent).toContain('invoice.jpg');
    expect(list.textContent).toContain('2 kB');
    expect(list.textContent).toContain('3 MB');
    screen.getByRole('button', { name: 'Remove invoice.jpg' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('invoice.jpg')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove damage.jpg' }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
  });

  it('refuses more than 5 files with the spec message and keeps the files already chosen', async () => {
    const { input } = renderUpload();
    await user().upload(input, [photo('1.jpg'), photo('2.jpg')]);
    await user().upload(
      input,
      ['3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The number of uploaded files cannot exceed 5!',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses a picture over 5 MB and a file that is neither image nor PDF, in the user language', async () => {
    const { input } = renderUpload('zh');
    await user().upload(input, [photo('big.jpg', 5 * 1024 * 1024 + 1)]);
    expect(screen.getByRole('alert').textContent).toBe('上传图片大小不能超过 5MB!');
    await user().upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert').textContent).toContain('PDF');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names its drop zone in the user language with its label, not react-aria\'s "DropZone"', () => {
    renderUpload('fr');
    const zone = screen.getByRole('button', { name: /Proof of purchase/ });
    expect(zone.getAttribute('aria-label')).toBe('Zone de dépôt');
    expect(screen.queryByRole('button', { name: /DropZone/ })).toBeNull();
  });

  it('opens the file picker from a translated button', async () => {
    renderUpload('fr');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Choisir des fichiers' }));
    expect(click).toHaveBeenCalled();
    expect(input.getAttribute('accept')).toContain('application/pdf');
  });
});
