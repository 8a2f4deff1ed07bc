export declare function componentNames(): string[];
export declare const AREAS: string[];
export interface PartFolder { area: string; name: string; path: string; subpath: string }
export declare function partFolders(): PartFolder[];
export declare function themeNames(): string[];
export declare function expectedExports(): Record<string, string | Record<string, string>>;
export declare function publishedExports(): Record<string, string | Record<string, string>>;
export declare function expectedIndex(current: string): string;
export declare function drift(): string[];
