/** A part drawn by a server takes no input until the page's script has hydrated it; drawn in the browser, at once. */
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startTransition, useEffect, useState } from 'react';
import { HydratedContext, useHydrated } from './useHydrated.js';

function Probe() {
  return <input aria-label="name" readOnly={!useHydrated()} />;
}

describe('useHydrated', () => {
  it('is false on the server and true once the browser has hydrated the same markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.querySelector('input')?.readOnly).toBe(true);
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(container.querySelector('input')?.readOnly).toBe(false);
    container.remove();
  });

  it("follows the app's value where the app gives one: false while hydrating, true once the app says so", async () => {
    function App({ hydrating }: { hydrating: boolean }) {
      const [hydrated, setHydrated] = useState(!hydrating);
      useEffect(() => startTransition(() => setHydrated(true)), []);
      return (
        <HydratedContext value={hydrated}>
          <Probe />
        </HydratedContext>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App hydrating />);
    document.body.append(container);
    expect(container.querySelector('input')?.readOnly).toBe(true);
    await act(async () => void hydrateRoot(container, <App hydrating />));
    expect(container.querySelector('input')?.readOnly).toBe(false);
    container.remove();
    const given = document.createElement('div');
    render(
      <HydratedContext value={false}>
        <Probe />
      </HydratedContext>,
      { container: document.body.appendChild(given) },
    );
    expect(given.querySelector('input')?.readOnly).toBe(true);
  });

  it('is true at once in a page the browser draws itself', () => {
    render(<Probe />);
    expect((screen.getByLabelText('name') as HTMLInputElement).readOnly).toBe(false);
  });
});
