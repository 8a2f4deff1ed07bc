import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

function Methods({
  onSelectionChange = vi.fn(),
  language = 'en' as const,
}: {
  onSelectionChange?: (key: unknown) => void;
  language?: 'en' | 'de';
}) {
  return (
    <KontorProvider language={language}>
      <Tabs defaultSelectedKey="password" onSelectionChange={onSelectionChange}>
        <TabList aria-label="Sign-in method">
          <Tab id="password">Password</Tab>
          <Tab id="sms">Mobile phone</Tab>
          <Tab id="card">Card</Tab>
        </TabList>
        <TabPanel id="password" shouldForceMount>
          <input aria-label="User name" />
        </TabPanel>
        <TabPanel id="sms" shouldForceMount>
          <input aria-label="Mobile" />
        </TabPanel>
        <TabPanel id="card">Card text</TabPanel>
      </Tabs>
    </KontorProvider>
  );
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('Tabs with fixed tabs and forms', () => {
  it('is the tabs pattern: one tab in the Tab order, the panel labelled by it, hidden panels inert', () => {
    render(<Methods />);
    const tablist = screen.getByRole('tablist', { name: 'Sign-in method' });
    expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
    const [password, sms] = screen.getAllByRole('tab');
    expect(password!.getAttribute('tabindex')).toBe('0');
    expect(sms!.getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel');
    expect(password!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(password!.id);
    // A panel with a field in it is not a Tab stop itself.
    expect(panel.hasAttribute('tabindex')).toBe(false);
    const hidden = screen.getByLabelText('Mobile').closest('[data-inert]');
    expect(hidden?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByText('Card text')).toBeNull();
  });

  it('selects by pointer and by arrow keys (wrapping), Home and End, and says so', async () => {
    const onSelectionChange = vi.fn();
    render(<Methods onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile phone' }));
    expect(selected()).toEqual(['Mobile phone']);
    expect(onSelectionChange).toHaveBeenLastCalledWith('sms');
    expect(screen.getByRole('tabpanel').contains(screen.getByLabelText('Mobile'))).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Card']);
    expect(screen.getByRole('tab', { name: 'Card' })).toBe(document.activeElement);
    // A panel without anything to Tab to takes the focus itself.
    expect(screen.getByRole('tabpanel').getAttribute('tabindex')).toBe('0');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Password']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Card']);
    await userEvent.keyboard('{Home}');
    expect(selected()).toEqual(['Password']);
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual(['Card']);
    expect(onSelectionChange).toHaveBeenCalledTimes(6);
  });

  it('keeps what was typed in a hidden panel', async () => {
    render(<Methods />);
    await userEvent.type(screen.getByLabelText('User name'), 'anna');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile phone' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByLabelText('User name')).toHaveProperty('value', 'anna');
  });
});
