import type { Browser } from 'playwright';
export declare const GAUGE_LINES: number;
export declare function measureGaugeUpdate(
  browser: Browser,
  baseURL: string,
  options: { sessionItems: (baseURL: string, username: string) => Promise<Record<string, string>>; username?: string; password?: string; runs?: number },
): Promise<{ lines: number; ms: number; paintMs: number }>;
