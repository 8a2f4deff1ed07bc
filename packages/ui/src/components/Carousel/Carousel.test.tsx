import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Carousel } from './Carousel.js';

// Scrolling needs layout, which happy-dom does not do; the stories test it in Chromium.
describe('Carousel', () => {
  it('names itself, its slides and its step buttons in the user language', () => {
    render(
      <KontorTestProvider language="de">
        <Carousel aria-label="Datenklassen" slidesPerView={5} gap="xxl">
          {['Chairs', 'Tables', 'Loungers', 'Parasols', 'Cushions', 'Covers'].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>
      </KontorTestProvider>,
    );
    const carousel = screen.getByRole('region', { name: 'Datenklassen' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('Karussell');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 von 6');
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('Folie');
    expect(screen.getByRole('button', { name: 'Vorherige Folien' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Folien' })).toBeTruthy();
  });

  it('cannot go back from the first slide', () => {
    render(
      <KontorTestProvider>
        <Carousel aria-label="Data classes">
          <p>Chairs</p>
          <p>Tables</p>
        </Carousel>
      </KontorTestProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous slides' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
