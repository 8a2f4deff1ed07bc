// useNextTask: what a screen draws below its first screenful comes a task after the data, never before it, and stays.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useNextTask } from '../src/shell/useNextTask.js';

function Screen({ ready }: { ready: boolean }) {
  const lower = useNextTask(ready);
  return (
    <main>
      {ready && <h1>Hot products</h1>}
      {lower && <h2>Popular products</h2>}
    </main>
  );
}

describe('useNextTask', () => {
  it('draws the gated part a task after it is ready, not in the same commit, and keeps it', async () => {
    let lowerWithUpper: boolean | undefined;
    function Probe() {
      useLayoutEffect(() => {
        if (document.querySelector('h1') && lowerWithUpper === undefined) lowerWithUpper = document.querySelector('h2') !== null;
      });
      return null;
    }
    const { rerender } = render(
      <>
        <Screen ready={false} />
        <Probe />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(screen.queryByText('Popular products')).toBeNull();

    rerender(
      <>
        <Screen ready />
        <Probe />
      </>,
    );
    expect(lowerWithUpper).toBe(false);
    expect(await screen.findByText('Popular products')).toBeTruthy();

    rerender(
      <>
        <Screen ready={false} />
        <Probe />
      </>,
    );
    expect(screen.getByText('Popular products')).toBeTruthy();
  });
});
