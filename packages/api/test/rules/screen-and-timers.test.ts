import { describe, expect, it } from 'vitest';
import {
  BADGE_MAX,
  BADGE_REREAD_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  LOCK_REDIRECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  TOKEN_REFRESH_THRESHOLD,
  TOKEN_TICK_DECREMENT,
  TOKEN_TICK_MS,
  TOKEN_TIME,
  WEBSOCKET_KEEP_ALIVE_MS,
  badgeText,
  screenSize,
  tokenTick,
} from '../../src/rules/index.js';

describe('screen breakpoints', () => {
  it('are 3 at >= 1200, 2 at >= 992, 1 at >= 768, else 0', () => {
    expect(screenSize(1920)).toBe(3);
    expect(screenSize(1200)).toBe(3);
    expect(screenSize(1199)).toBe(2);
    expect(screenSize(992)).toBe(2);
    expect(screenSize(991)).toBe(1);
    expect(screenSize(768)).toBe(1);
    expect(screenSize(767)).toBe(0);
    expect(screenSize(0)).toBe(0);
  });
});

describe('timers', () => {
  it('have the spec values', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(TOKEN_TICK_MS).toBe(10000);
    expect(TOKEN_TICK_DECREMENT).toBe(10);
    expect(TOKEN_REFRESH_THRESHOLD).toBe(1000);
    expect(TOKEN_TIME).toBe(6000);
    expect(WEBSOCKET_KEEP_ALIVE_MS).toBe(5000);
    expect(BADGE_REREAD_MS).toBe(3000);
    expect(BADGE_MAX).toBe(99);
    expect(LOCK_REDIRECT_DELAY_MS).toBe(100);
  });

  it('refresh the token at or below 1000 unless a refresh runs, dropping 10 per tick', () => {
    expect(tokenTick(1010, false)).toEqual({ refresh: false, expiresIn: 1000 });
    expect(tokenTick(1000, false)).toEqual({ refresh: true, expiresIn: 990 });
    expect(tokenTick(500, true)).toEqual({ refresh: false, expiresIn: 490 });
  });

  it("badge text stops at 99 with '99+'", () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(null)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
