import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Skeleton, SkeletonSized, SkeletonValue } from './Skeleton.js';

describe('Skeleton', () => {
  it('tells screen readers that content is loading, translated', () => {
    render(
      <KontorTestProvider language="de">
        <Skeleton lines={2} />
      </KontorTestProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Wird geladen…');
  });

  it('shows the content once loaded', () => {
    render(
      <KontorTestProvider>
        <Skeleton isLoaded>
          <p>Garden chair Lotta</p>
        </Skeleton>
      </KontorTestProvider>,
    );
    expect(screen.getByText('Garden chair Lotta')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('SkeletonValue', () => {
  it('stands in a line of text for a value still to come, said as loading, as wide as asked', () => {
    render(
      <KontorTestProvider language="fr">
        <p>
          Prix : <SkeletonValue chars={10} />
        </p>
      </KontorTestProvider>,
    );
    const value = screen.getByText('Chargement…').parentElement!;
    expect(value.tagName).toBe('SPAN');
    expect(value.getAttribute('aria-busy')).toBe('true');
    expect(value.style.inlineSize).toBe('10ch');
  });
});

describe('SkeletonSized', () => {
  it('holds the place of what may come: that content laid out unseen, out of reach and of the accessibility tree', () => {
    render(
      <KontorTestProvider language="de">
        <SkeletonSized>
          <button type="button">Auf die Palette legen</button>
        </SkeletonSized>
      </KontorTestProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const standIn = screen.getByText('Wird geladen…').parentElement!;
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    const held = screen.getByText('Auf die Palette legen').parentElement!;
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(held.hasAttribute('inert')).toBe(true);
  });
});
