import type { Plugin } from 'esbuild';
export declare const STYLESHEET_ENTRY: string;
export declare function stylesheetModules(): string[];
export declare function stylesheetEntryPlugin(): Plugin;
export declare function placeStylesheets(dist: string): void;
