/** A part drawn by a server takes no input until the page's script has hydrated it; drawn in the browser, at once. */
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated.js';

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

  it('is true at once in a page the browser draws itself', () => {
    render(<Probe />);
    expect((screen.getByLabelText('name') as HTMLInputElement).readOnly).toBe(false);
  });
});
