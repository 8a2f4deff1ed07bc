import { describe, expect, it } from 'vitest';
import {
  CONTAINER_LEAD_WEEKS,
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_NAME,
  PALLET_LEAD_WORKING_DAYS,
  addressMissingFields,
  cartKindOf,
  earliestEta,
  isoDate,
  orderPlacementProblems,
} from '../../src/rules/index.js';

const completeAddress = {
  company: 'Gartenmöbel Huber GmbH',
  street: 'Industriestraße 12',
  postalCode: '80331',
  contactPerson: 'Anna Huber',
  phone: '+49 89 1234567',
};

describe('address completeness', () => {
  it('lists the required fields left empty', () => {
    expect(addressMissingFields(completeAddress)).toEqual([]);
    expect(addressMissingFields({ ...completeAddress, street: '  ', phone: null })).toEqual(['street', 'phone']);
    expect(addressMissingFields(null)).toEqual(['company', 'street', 'postalCode', 'contactPerson', 'phone']);
  });
});

describe('delivery lead times', () => {
  it('are six weeks for containers and three working days for pallets', () => {
    expect(CONTAINER_LEAD_WEEKS).toBe(6);
    expect(PALLET_LEAD_WORKING_DAYS).toBe(3);
  });

  it('puts the earliest container ETA 42 days out', () => {
    expect(isoDate(earliestEta('container', new Date(2026, 0, 5, 15, 30)))).toBe('2026-02-16');
  });

  it('skips weekends for pallets', () => {
    // Monday -> Thursday; Thursday -> Tuesday; Saturday -> Wednesday.
    expect(isoDate(earliestEta('pallet', new Date(2026, 0, 5)))).toBe('2026-01-08');
    expect(isoDate(earliestEta('pallet', new Date(2026, 0, 8)))).toBe('2026-01-13');
    expect(isoDate(earliestEta('pallet', new Date(2026, 0, 10)))).toBe('2026-01-14');
  });
});

describe('order placement checks', () => {
  const ready = { kind: 'container', eta: '2026-03-02', cabinetType: '40H', containerCount: 1, address: completeAddress } as const;

  it('passes a complete container order', () => {
    expect(orderPlacementProblems(ready)).toEqual([]);
  });

  it('needs an ETA, containers and a complete address', () => {
    // No address at all is asked for as such, not as an address to complete.
    expect(orderPlacementProblems({ kind: 'container' })).toEqual([
      'validation.order.eta.required',
      'validation.order.containers.required',
      'validation.order.address.required',
    ]);
    expect(orderPlacementProblems({ ...ready, address: { ...completeAddress, postalCode: '' } })).toEqual(['validation.order.address.incomplete']);
    expect(orderPlacementProblems({ ...ready, containerCount: 0 })).toEqual(['validation.order.containers.required']);
    expect(orderPlacementProblems({ ...ready, cabinetType: '45' })).toEqual(['validation.order.containers.required']);
  });

  it('does not ask a pallet order for containers', () => {
    expect(orderPlacementProblems({ kind: 'pallet', eta: '2026-01-20', address: completeAddress })).toEqual([]);
  });

  it('rejects an ETA before the lead time when today is known', () => {
    const today = new Date(2026, 0, 5);
    expect(orderPlacementProblems({ ...ready, eta: '2026-02-15' }, today)).toEqual(['validation.order.eta.tooEarly']);
    expect(orderPlacementProblems({ ...ready, eta: '2026-02-16' }, today)).toEqual([]);
  });

  it('refuses an ETA on a Saturday or Sunday: deliveries arrive on working days', () => {
    expect(orderPlacementProblems({ ...ready, eta: '2026-03-07' })).toEqual(['validation.order.eta.weekend']);
    expect(orderPlacementProblems({ kind: 'pallet', eta: '2026-01-25', address: completeAddress })).toEqual(['validation.order.eta.weekend']);
    expect(orderPlacementProblems({ ...ready, eta: '2026-03-06' })).toEqual([]);
  });

  it('refuses containers that cannot hold the goods’ volume (20′ 25, 40′ 52, 40′H 60 m³ each)', () => {
    expect(orderPlacementProblems({ ...ready, cabinetType: '20', containerCount: 1, volume: 51.72 })).toEqual(['validation.order.containers.tooSmall']);
    expect(orderPlacementProblems({ ...ready, cabinetType: '20', containerCount: 3, volume: 51.72 })).toEqual([]);
    expect(orderPlacementProblems({ ...ready, cabinetType: '40', containerCount: 1, volume: 52 })).toEqual([]);
    expect(orderPlacementProblems({ ...ready, cabinetType: '40', containerCount: 1, volume: 52.01 })).toEqual(['validation.order.containers.tooSmall']);
    // Over the 65 m³ cap no choice of containers helps: the cap is what is said.
    expect(orderPlacementProblems({ ...ready, cabinetType: '40H', containerCount: 1, volume: 65.5 })).toEqual(['validation.cart.volumeCap']);
    expect(orderPlacementProblems({ ...ready, cabinetType: '40H', containerCount: 2, volume: 65.5 })).toEqual(['validation.cart.volumeCap']);
    // Without a known volume (the contract's form schema) only the choice itself is checked.
    expect(orderPlacementProblems({ ...ready, cabinetType: '20', containerCount: 1 })).toEqual([]);
  });

  it('reads cart kinds', () => {
    expect(cartKindOf(2)).toBe('pallet');
    expect(cartKindOf('1')).toBe('container');
  });
});

describe('display defaults', () => {
  it('are zh / 1, #409EFF, theme-hey, DDP', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#409EFF');
    expect(DEFAULT_THEME_NAME).toBe('theme-hey');
    expect(DEFAULT_DISPLAY_SETTINGS).toEqual({
      language: 'zh',
      languageID: 1,
      colorName: '#409EFF',
      themeName: 'theme-hey',
      modeOfTrade: 1,
    });
  });
});
