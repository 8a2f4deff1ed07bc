import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { ColorPicker } from './ColorPicker.js';

describe('ColorPicker', () => {
  it('opens by pointer and takes a typed hex code', async () => {
    const onChange = vi.fn();
    render(
      <KontorTestProvider>
        <ColorPicker label="Theme colour" onChange={onChange} />
      </KontorTestProvider>,
    );
    const trigger = screen.getByRole('button', { name: /Theme colour/ });
    expect(trigger.textContent).toContain('#409EFF');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a colour' });
    const hex = screen.getByRole('textbox', { name: 'Hex code' });
    expect(dialog.contains(hex)).toBe(true);
    await userEvent.clear(hex);
    await userEvent.type(hex, '#11a983{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#11A983');
  });

  it('opens by keyboard and picks a preset with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    render(
      <KontorTestProvider language="de">
        <ColorPicker
          label="Themenfarbe"
          value="#409EFF"
          onChange={onChange}
          presets={['#409EFF', '#F5222D', '#11A983']}
        />
      </KontorTestProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const presets = await screen.findByRole('listbox', { name: 'Vordefinierte Farben' });
    const [first] = Array.from(presets.querySelectorAll<HTMLElement>('[role="option"]'));
    first?.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#F5222D');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
