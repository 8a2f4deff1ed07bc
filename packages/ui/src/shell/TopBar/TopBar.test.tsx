// A theme switch redraws the bar's theme menus, not its search, top menu, colour, badges or user menu (issue 15: theme switch <= 16 ms).
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import type { ThemeName } from '../../theme/themes.js';
import { TopBar, type TopBarProps } from './TopBar.js';

// The colour picker (in the bar's memoised actions) counts its renders.
const pickerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/ColorPicker/ColorPicker.js', async (importActual) => {
  const actual = await importActual<typeof import('../../components/ColorPicker/ColorPicker.js')>();
  return {
    ...actual,
    ColorPicker: (props: Parameters<typeof actual.ColorPicker>[0]) => {
      pickerRenders.count += 1;
      return actual.ColorPicker(props);
    },
  };
});

const noop = () => undefined;
const search = <input aria-label="Search the menu" />;
const user = { name: 'Anna Becker' };

function Bar({ theme, unreadCount = 3, todoCount = 0 }: { theme: ThemeName; unreadCount?: number; todoCount?: number }) {
  const props: TopBarProps = {
    collapsed: false, onToggleCollapse: noop, search, topMenu: [{ id: 'wel', label: 'Welcome', to: '/wel/index' }],
    themeColor: '#409EFF', onThemeColorChange: noop, unreadCount, onOpenMessages: noop, todoCount, onOpenTodos: noop,
    errorCount: 0, onOpenErrorLog: noop, onLock: noop, theme, onThemeChange: noop, language: 'en', onLanguageChange: noop,
    isFullscreen: false, onToggleFullscreen: noop, user, onUserAction: noop, onLogout: noop,
  };
  return (
    <KontorTestProvider>
      <TopBar {...props} />
    </KontorTestProvider>
  );
}

describe('TopBar', () => {
  it('shows a new theme on its theme button without redrawing its other parts, given the same callbacks', async () => {
    const { rerender } = render(<Bar theme="hey" />);
    const before = pickerRenders.count;
    expect(before).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Theme: Hey/ })).toBeTruthy();
    await act(async () => rerender(<Bar theme="vip" />));
    expect(screen.getByRole('button', { name: /^Theme: VIP/ })).toBeTruthy();
    expect(pickerRenders.count).toBe(before);
    expect(screen.getByRole('textbox', { name: 'Search the menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account of Anna Becker' })).toBeTruthy();
  });

  it('sums the unread messages and open to-dos on the phone’s "More" button, which holds them', async () => {
    const { rerender } = render(<Bar theme="hey" unreadCount={3} todoCount={2} />);
    const more = screen.getByRole('button', { name: 'More, 5 new' });
    expect(more.parentElement?.textContent).toBe('5');
    await act(async () => rerender(<Bar theme="hey" unreadCount={0} todoCount={0} />));
    expect(screen.getByRole('button', { name: 'More' }).parentElement?.textContent).toBe('');
  });
});
