import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Button } from '../Button/index.js';
import { Tooltip } from './Tooltip.js';

function renderTooltip() {
  return render(
    <KontorTestProvider>
      <Tooltip content="Download the catalogue" delay={0}>
        <Button>Catalogue</Button>
      </Tooltip>
    </KontorTestProvider>,
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    renderTooltip();
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Download the catalogue');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows while the pointer rests on the trigger and hides when it leaves', async () => {
    renderTooltip();
    const button = screen.getByRole('button');
    // react-aria shows hover tooltips only to mouse users: a press elsewhere makes the pointer the modality.
    await userEvent.click(document.body);
    await userEvent.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Download the catalogue');
    await userEvent.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
