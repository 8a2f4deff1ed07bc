import type { Rolldown } from 'tsdown';
export declare function stylesheetModules(): string[];
export declare function stylesheetsPlugin(): Rolldown.Plugin;
