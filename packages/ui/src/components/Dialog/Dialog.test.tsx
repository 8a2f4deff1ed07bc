import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Button } from '../Button/Button.js';
import { TriggerButton } from '../Button/TriggerButton.js';
import { Dialog, DialogTrigger } from './Dialog.js';

function Feedback({ language = 'en' as const }: { language?: 'en' | 'zh' }) {
  return (
    <KontorProvider language={language}>
      <DialogTrigger>
        <TriggerButton>Feedback</TriggerButton>
        <Dialog title="Your sales contact" footer={(close) => <Button onPress={close}>OK</Button>}>
          <p>Anna Schmidt, +49 40 123456</p>
        </Dialog>
      </DialogTrigger>
    </KontorProvider>
  );
}

describe('Dialog', () => {
  it('opens named by its title, closes with the translated close button, and gives focus back', async () => {
    render(<Feedback language="zh" />);
    const trigger = screen.getByRole('button', { name: 'Feedback' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Your sales contact' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with Escape and keeps Tab inside while open', async () => {
    render(<Feedback />);
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets footer actions close it', async () => {
    render(<Feedback />);
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
