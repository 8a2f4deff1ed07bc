import type { Page } from '@playwright/test';
export declare function weighRoute(page: Page, url: string, ready?: { role: string; name: string | RegExp }): Promise<{ jsGzip: number; cssGzip: number; wireBytes: number; scripts: { url: string; text: string }[] }>;
