import { describe, expect, it } from 'vitest';
import {
  CONTAINER_PAYLOADS,
  DEFAULT_CONTAINER_LIMITS,
  containerLimitsFrom,
  containerLoad,
  loadPlan,
  quantityToFill,
} from '../../src/rules/index.js';

// A chair: 0.25 m³, 10 kg, cartons of 4, 90 per 20' (stowage worse than the volume's 100).
const chair = { volume: 0.25, weight: 10, packingUnit: 4, qty20: 90, qty40: 190, qty40h: 220 };
// A stone table: small but heavy.
const stone = { volume: 0.1, weight: 400, packingUnit: 1 };

describe('container load plan', () => {
  it('documents payload defaults per type next to the capacities', () => {
    expect(DEFAULT_CONTAINER_LIMITS['20']).toEqual({ capacity: 25, payload: CONTAINER_PAYLOADS['20'] });
    expect(CONTAINER_PAYLOADS['40H']).toBeGreaterThan(20_000);
  });

  it('lets the cabinet config override capacity and payload', () => {
    const limits = containerLimitsFrom([{ cabinetType: '20', payload: 20_000 }, { cabinetType: 'x', capacity: 1 }]);
    expect(limits['20']).toEqual({ capacity: 25, payload: 20_000 });
    expect(limits['40']).toEqual(DEFAULT_CONTAINER_LIMITS['40']);
  });

  it('binds by volume for light goods without stowage data', () => {
    const load = containerLoad([{ volume: 0.5, weight: 5, quantity: 20 }], '20');
    expect(load.volume).toBe(10);
    expect(load.fills.volume).toBe(0.4);
    expect(load.binding).toBe('volume');
    expect(load.volumeNeeded).toBe(15);
    expect(load.weightNeeded).toBe(150);
  });

  it('binds by weight for heavy goods and says how many kg fill the container', () => {
    const load = containerLoad([{ ...stone, quantity: 60 }], '20');
    expect(load.weight).toBe(24_000);
    expect(load.binding).toBe('weight');
    expect(load.weightNeeded).toBe(CONTAINER_PAYLOADS['20'] - 24_000);
    expect(load.containers).toBe(1);
  });

  it('binds by stowage when cartons fill the box before its cubic metres do', () => {
    const load = containerLoad([{ ...chair, quantity: 72 }], '20');
    expect(load.fills.volume).toBe(0.72);
    expect(load.fills.stowage).toBe(0.8);
    expect(load.binding).toBe('stowage');
    // 72 chairs are 80 %: 18 more (4.5 m³) fill it.
    expect(load.volumeNeeded).toBe(4.5);
  });

  it("tells the spec's m³ still needed: capacity minus the cart's volume, whatever binds (issue 32, item 3)", () => {
    // 72 chairs: 18 m³ of a 20' (25 m³); cartons bind, yet the spec's figure is 25 - 18.
    const chairs = containerLoad([{ ...chair, quantity: 72 }], '20');
    expect(chairs.binding).toBe('stowage');
    expect(chairs.volumeToFill).toBe(7);
    const mixed = [{ volume: 0.253, quantity: 40 }];
    expect(containerLoad(mixed, '20').volumeToFill).toBe(14.88);
    expect(containerLoad(mixed, '40').volumeToFill).toBe(41.88);
    expect(containerLoad(mixed, '40H').volumeToFill).toBe(49.88);
    expect(containerLoad([], '40').volumeToFill).toBe(52);
    expect(containerLoad([{ volume: 1, quantity: 25 }], '20').volumeToFill).toBe(0);
    expect(containerLoad([{ volume: 1, quantity: 30 }], '20').volumeToFill).toBe(20);
  });

  it('needs a whole container for an empty cart and nothing for an exactly full one', () => {
    expect(containerLoad([], '40')).toMatchObject({ volumeNeeded: 52, containers: 1, fill: 0 });
    expect(containerLoad([{ volume: 1, quantity: 25 }], '20')).toMatchObject({ volumeNeeded: 0, containers: 1 });
    expect(containerLoad([{ volume: 1, quantity: 30 }], '20')).toMatchObject({ volumeNeeded: 20, containers: 2 });
  });

  it('flags the 65 m³ cap and the 26 m³ hint', () => {
    expect(loadPlan([{ volume: 1, quantity: 66 }]).exceedsCap).toBe(true);
    expect(loadPlan([{ volume: 1, quantity: 65 }]).exceedsCap).toBe(false);
    expect(loadPlan([{ volume: 1, quantity: 20 }]).belowHint).toBe(true);
    expect(loadPlan([{ volume: 1, quantity: 26 }]).belowHint).toBe(false);
  });

  it('suggests the smallest container type, else the number of the largest', () => {
    expect(loadPlan([{ volume: 1, quantity: 20 }]).suggestion).toEqual({ type: '20', containers: 1 });
    expect(loadPlan([{ volume: 1, quantity: 40 }]).suggestion).toEqual({ type: '40', containers: 1 });
    expect(loadPlan([{ volume: 1, quantity: 58 }]).suggestion).toEqual({ type: '40H', containers: 1 });
    expect(loadPlan([{ volume: 1, quantity: 130 }]).suggestion).toEqual({ type: '40H', containers: 3 });
    // Weight decides too: 30 t of stone fits no single container.
    expect(loadPlan([{ ...stone, quantity: 75 }]).suggestion).toEqual({ type: '40H', containers: 2 });
  });

  it('adds N of a line to fill, in whole cartons, under every limit', () => {
    const lines = [{ ...chair, quantity: 72 }];
    // Stowage: 18 chairs left in the 20', rounded down to cartons of 4.
    expect(quantityToFill(lines, chair, '20')).toBe(16);
    // Stone is small: its weight binds, (28,200 - 80) / 400 = 70.3 next to 8 chairs.
    expect(quantityToFill([{ ...chair, quantity: 8 }], stone, '20')).toBe(Math.floor((CONTAINER_PAYLOADS['20'] - 80) / 400));
    // Next to 72 chairs the stowage room (20 %) is what is left: 0.2 × 25 m³ / 0.1 m³.
    expect(quantityToFill(lines, stone, '20')).toBe(50);
    // A full container has no room.
    expect(quantityToFill([{ volume: 1, quantity: 25 }], { volume: 1 }, '20')).toBe(0);
    // Never past the 65 m³ cap.
    expect(quantityToFill([{ volume: 1, quantity: 60 }], { volume: 1 }, '40H')).toBe(0);
    expect(quantityToFill([{ volume: 1, quantity: 61 }], { volume: 1 }, '40H')).toBe(4);
    // Never past the product's maximum (in whole cartons): 50 a carton, at most 100, 50 in the cart.
    const pads = { volume: 0.01, quantity: 50, packingUnit: 50, maxOrderQty: 100 };
    expect(quantityToFill([pads], pads, '20')).toBe(50);
    expect(quantityToFill([{ ...pads, quantity: 100 }], { ...pads, quantity: 100 }, '20')).toBe(0);
  });
});
