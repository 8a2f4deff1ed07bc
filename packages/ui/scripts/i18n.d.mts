export declare const SOURCE_LOCALE: string;
export declare function locales(): string[];
export declare function mergedCatalogue(locale: string): Record<string, string>;
export declare function extractMessages(): Record<string, string>;
export declare function catalogueProblems(): Record<'missing' | 'empty' | 'invalid' | 'notInSource' | 'differsFromDefault' | 'stale', string[]>;
