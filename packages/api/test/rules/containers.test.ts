import { describe, expect, it } from 'vitest';
import {
  CONTAINER_CAPACITIES,
  CONTAINER_HINT_VOLUME,
  CONTAINER_LABELS,
  MAX_CART_VOLUME,
  containerFillPercent,
  containerLabel,
  containersFor,
  exceedsVolumeCap,
  isContainerType,
  smallestContainerFor,
  totalVolume,
  volumeStillNeeded,
} from '../../src/rules/index.js';

describe('container capacities', () => {
  it("are 20' 25 m³, 40' 52 m³, 40'H 60 m³", () => {
    expect(CONTAINER_CAPACITIES).toEqual({ '20': 25, '40': 52, '40H': 60 });
    expect(CONTAINER_LABELS['40H']).toBe("40'H");
    expect(isContainerType('40H')).toBe(true);
    expect(isContainerType('45')).toBe(false);
  });

  it("read 20', 40', 40'H; an unknown type as it came", () => {
    expect(['20', '40', '40H', '45'].map(containerLabel)).toEqual(["20'", "40'", "40'H", '45']);
  });

  it('cap the cart at 65 m³ and hint at 26 m³', () => {
    expect(MAX_CART_VOLUME).toBe(65);
    expect(CONTAINER_HINT_VOLUME).toBe(26);
    expect(exceedsVolumeCap(65)).toBe(false);
    expect(exceedsVolumeCap(65.01)).toBe(true);
  });
});

describe('container fill', () => {
  it('gives the fill percentage of one container', () => {
    expect(containerFillPercent(12.5, '20')).toBe(50);
    expect(containerFillPercent(26, '40')).toBe(50);
    expect(containerFillPercent(60, '40H')).toBe(100);
    expect(containerFillPercent(30, '20')).toBe(120);
    expect(containerFillPercent(-3, '20')).toBe(0);
  });

  it('tells how many m³ are still needed for a full container', () => {
    expect(volumeStillNeeded(0, '20')).toBe(25);
    expect(volumeStillNeeded(20, '20')).toBe(5);
    expect(volumeStillNeeded(25, '20')).toBe(0);
    expect(volumeStillNeeded(30, '20')).toBe(20);
    expect(volumeStillNeeded(26, '40')).toBe(26);
    expect(volumeStillNeeded(59.7, '40H')).toBe(0.3);
  });

  it('counts containers and picks the smallest that fits', () => {
    expect(containersFor(0, '20')).toBe(1);
    expect(containersFor(50, '20')).toBe(2);
    expect(containersFor(50.01, '20')).toBe(3);
    expect(smallestContainerFor(25)).toBe('20');
    expect(smallestContainerFor(26)).toBe('40');
    expect(smallestContainerFor(53)).toBe('40H');
    expect(smallestContainerFor(61)).toBeUndefined();
  });

  it('sums line volumes without float noise', () => {
    expect(totalVolume([{ volume: 0.1, quantity: 1 }, { volume: 0.2, quantity: 1 }])).toBe(0.3);
    expect(totalVolume([{ volume: 0.125, quantity: 200 }, { volume: null, quantity: 4 }])).toBe(25);
  });
});
