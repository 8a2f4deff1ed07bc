import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Meter, meterState } from './Meter.js';

describe('Meter', () => {
  it('reads out its label and value as a percentage by default', () => {
    render(
      <KontorTestProvider>
        <Meter label="Container fill" value={13} max={52} />
      </KontorTestProvider>,
    );
    const meter = screen.getByRole('meter', { name: 'Container fill' });
    expect(meter.getAttribute('aria-valuetext')).toBe('25%');
    expect(meter.getAttribute('data-state')).toBe('partial');
  });

  it('says the value is over the limit, in the user language', () => {
    render(
      <KontorTestProvider language="de">
        <Meter label="Füllung" value={70} max={65} valueLabel="70 m³ von 65 m³" />
      </KontorTestProvider>,
    );
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('aria-valuetext')).toBe('70 m³ von 65 m³ – Grenze überschritten');
    expect(meter.getAttribute('data-state')).toBe('over');
    expect(meter.textContent).toContain('Grenze überschritten');
  });

  it('tells partial, full and over apart', () => {
    expect([meterState(10, 25), meterState(25, 25), meterState(26, 25)]).toEqual([
      'partial',
      'full',
      'over',
    ]);
  });
});
